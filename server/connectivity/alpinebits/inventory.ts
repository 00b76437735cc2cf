import type { AlpineBitsAction } from './action.ts';
import { errorAnswer, successAnswer } from './answers.ts';
import { loadCatalogue } from './catalogue.ts';
import { hotelMismatch } from './hotel-check.ts';
import { multimediaTexts } from './texts.ts';
import { attr, child, children, text, type XmlNode } from './xml.ts';

interface Category {
  code: string;
  minOccupancy: number;
  maxOccupancy: number;
  maxChildren: number | null;
  rooms: number;
  name: ReturnType<typeof multimediaTexts>;
  description: ReturnType<typeof multimediaTexts>;
  images: { url: string; alt: string }[];
}

function images(guestRoom: XmlNode): Category['images'] {
  const entry = children(child(guestRoom, 'MultimediaDescriptions'), 'MultimediaDescription').find(
    (d) => attr(d, 'InfoCode') === '23',
  );
  return children(child(entry, 'ImageItems'), 'ImageItem').flatMap((item) => {
    const url = text(child(children(item, 'ImageFormat')[0], 'URL')).trim();
    if (!/^https:\/\//.test(url)) return [];
    const alt =
      children(item, 'Description')
        .map((d) => text(d).trim())
        .find(Boolean) ?? '';
    return [{ url, alt }];
  });
}

/**
 * The categories of an Inventory/Basic push: a GuestRoom with occupancy defines one, the
 * GuestRooms with a `TypeRoom RoomID` and the same Code are its single rooms (their count is its
 * number of rooms).
 */
function categoriesOf(request: XmlNode): Category[] | string {
  const content = child(child(request, 'HotelDescriptiveContents'), 'HotelDescriptiveContent');
  const rooms = children(child(child(content, 'FacilityInfo'), 'GuestRooms'), 'GuestRoom');
  const categories = new Map<string, Category>();
  const singles = new Map<string, number>();
  for (const room of rooms) {
    const code = attr(room, 'Code') ?? '';
    if (attr(child(room, 'TypeRoom'), 'RoomID') !== undefined) {
      singles.set(code, (singles.get(code) ?? 0) + 1);
      continue;
    }
    const max = Number(attr(room, 'MaxOccupancy') ?? 0);
    if (!max) return `category ${code} has no MaxOccupancy`;
    const descriptions = child(room, 'MultimediaDescriptions');
    categories.set(code, {
      code,
      minOccupancy: Number(attr(room, 'MinOccupancy') ?? 1),
      maxOccupancy: max,
      maxChildren:
        attr(room, 'MaxChildOccupancy') === undefined
          ? null
          : Number(attr(room, 'MaxChildOccupancy')),
      rooms: 0,
      name: multimediaTexts(descriptions, '25'),
      description: multimediaTexts(descriptions, '1'),
      images: images(room),
    });
  }
  for (const [code, count] of singles) {
    const category = categories.get(code);
    if (!category) return `rooms of ${code} name no category`;
    category.rooms = count;
  }
  return [...categories.values()];
}

/**
 * Inventory/Basic push (`OTA_HotelDescriptiveContentNotif:Inventory`, AlpineBits 2020-10 §4.4):
 * the whole list of room categories → the hotel's room types. A category's code finds its room
 * type (code map, else our code) or makes one (published, no per-adult rate: plan rates price
 * it); its names and descriptions per language (InfoCode 25 and 1), https images (23),
 * occupancy (Min/Max, MaxChildOccupancy) and, when single rooms are listed, their number are
 * taken. Room types the message leaves out stop being offered (unpublished: their bookings keep
 * them); an empty list unpublishes all. The catalogue triggers tell the widget's searches.
 */
export const inventoryPush: AlpineBitsAction = {
  name: 'OTA_HotelDescriptiveContentNotif:Inventory',
  requestRoot: 'OTA_HotelDescriptiveContentNotifRQ',
  responseRoot: 'OTA_HotelDescriptiveContentNotifRS',
  responseVersion: '8.000',
  capability: {
    action: 'action_OTA_HotelDescriptiveContentNotif_Inventory',
    supports: [
      'OTA_HotelDescriptiveContentNotif_Inventory_use_rooms',
      'OTA_HotelDescriptiveContentNotif_Inventory_occupancy_children',
    ],
  },
  async handle(ctx, request) {
    const content = child(child(request, 'HotelDescriptiveContents'), 'HotelDescriptiveContent');
    const refusal = hotelMismatch(ctx, content, this);
    if (refusal) return refusal;
    const categories = categoriesOf(request);
    if (typeof categories === 'string')
      return {
        xml: errorAnswer(this.responseRoot, this.responseVersion, 450, categories),
        outcome: 'error',
        detail: categories,
      };
    const catalogue = await loadCatalogue(ctx.db, ctx.hotel.id);
    const last = await ctx.db
      .selectFrom('room_types')
      .select((eb) => eb.fn.max('position').as('position'))
      .where('hotel_id', '=', ctx.hotel.id)
      .executeTakeFirst();
    let position = Number(last?.position ?? 0);
    const kept: number[] = [];
    let made = 0;
    for (const c of categories) {
      const columns = {
        name: (c.name.main || c.code).slice(0, 200),
        description: c.description.main.slice(0, 5000),
        names: JSON.stringify(c.name.byLocale),
        descriptions: JSON.stringify(c.description.byLocale),
        capacity: c.maxOccupancy,
        min_adults: Math.max(1, Math.min(c.minOccupancy, c.maxOccupancy)),
        max_adults: c.maxOccupancy,
        max_children: c.maxChildren,
        published: true,
        ...(c.images.length > 0 ? { images: JSON.stringify(c.images) } : {}),
        ...(c.rooms > 0 ? { total_rooms: c.rooms } : {}),
      };
      const id = catalogue.roomTypeId(c.code);
      if (id !== undefined) {
        await ctx.db.updateTable('room_types').set(columns).where('id', '=', id).execute();
        kept.push(id);
        continue;
      }
      const row = await ctx.db
        .insertInto('room_types')
        .values({
          hotel_id: ctx.hotel.id,
          code: c.code,
          size_sqm: 0,
          filters: JSON.stringify([]),
          total_rooms: c.rooms || 1,
          base_price: 0,
          position: ++position,
          images: JSON.stringify(c.images),
          ...columns,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      kept.push(row.id);
      made++;
    }
    let hidden = ctx.db
      .updateTable('room_types')
      .set({ published: false })
      .where('hotel_id', '=', ctx.hotel.id)
      .where('published', '=', true);
    if (kept.length > 0) hidden = hidden.where('id', 'not in', kept);
    const unpublished = await hidden.executeTakeFirst();
    return {
      xml: successAnswer(this.responseRoot, this.responseVersion),
      outcome: 'success',
      detail: `${categories.length} room type(s): ${made} new, ${kept.length - made} updated; ${Number(unpublished.numUpdatedRows)} no longer offered`,
    };
  },
};
