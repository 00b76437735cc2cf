import type { Guest } from '../../../src/api/contract/index.ts';
import type { StoredRoom } from '../../db/schema.ts';
import type { OutNode } from './xml.ts';

/** A booking as GuestRequests sends it: what it is now and what the client knows of it. */
export interface PendingBooking {
  number: string;
  status: 'done' | 'payment_pending' | 'cancelled';
  createdAt: Date;
  checkin: string;
  checkout: string;
  email: string;
  guest: Guest;
  rooms: StoredRoom[];
  specialRequest: string | null;
  /** The client acknowledged an earlier state of it (so a confirmed one is a modification). */
  acknowledgedBefore: boolean;
  /** Its latest event was a change (not the booking itself). */
  lastChanged: boolean;
}

/** The channel manager's codes for the hotel's room types and plans (alpinebits_code_map). */
export interface CodeLookup {
  roomType(id: number, ownCode: string): string | undefined;
  ratePlan(id: number, ownCode: string): string | undefined;
}

/** RoomTypeCode is at most 8 characters in the 2020-10 schema (def_invTypeCode_string). */
const MAX_ROOM_TYPE_CODE = 8;

/** Our own code where the schema can carry it; otherwise the mapping must name one. */
export function ownRoomTypeCode(code: string): string | undefined {
  return code.length >= 1 && code.length <= MAX_ROOM_TYPE_CODE ? code : undefined;
}

const PHONE = /^\+?[0-9]+$/;
const EMAIL = /^\S+@\S+$/;

/**
 * One `HotelReservation` of an OTA_ResRetrieveRS (AlpineBits 2020-10 §4.2.2): a booking as
 * `Reserved` (Type 14), a change of one the client has as `Modify` (Type 14), a cancellation as
 * `Cancelled` (Type 15, no room stays). One `RoomStay` per booked room; children go in the
 * customer comment with their tiers, since the booking knows their tier and not their age.
 */
export function hotelReservation(
  booking: PendingBooking,
  hotel: { code: string; name: string; currency: string },
  codes: CodeLookup,
): OutNode {
  const cancelled = booking.status === 'cancelled';
  const resStatus = cancelled
    ? 'Cancelled'
    : booking.acknowledgedBefore && booking.lastChanged
      ? 'Modify'
      : 'Reserved';
  const node: OutNode = {
    '@_CreateDateTime': booking.createdAt.toISOString(),
    '@_ResStatus': resStatus,
    UniqueID: { '@_Type': cancelled ? '15' : '14', '@_ID': booking.number },
  };
  if (cancelled) return node;
  node.RoomStays = {
    RoomStay: booking.rooms.map((room) => roomStay(room, booking, hotel.currency, codes)),
  };
  node.ResGuests = {
    ResGuest: { Profiles: { ProfileInfo: { Profile: { Customer: customer(booking) } } } },
  };
  const comment = customerComment(booking);
  node.ResGlobalInfo = {
    ...(comment
      ? { Comments: { Comment: [{ '@_Name': 'customer comment', Text: comment }] } }
      : {}),
    BasicPropertyInfo: { '@_HotelCode': hotel.code, '@_HotelName': hotel.name },
  };
  return node;
}

function roomStay(
  room: StoredRoom,
  booking: PendingBooking,
  currency: string,
  codes: CodeLookup,
): OutNode {
  const roomTypeCode = codes.roomType(room.room_type_id, room.room_type_code);
  const ratePlanCode = codes.ratePlan(room.plan_id, room.room_plan_code);
  return {
    RoomTypes: { RoomType: roomTypeCode ? { '@_RoomTypeCode': roomTypeCode } : {} },
    RatePlans: { RatePlan: ratePlanCode ? { '@_RatePlanCode': ratePlanCode } : {} },
    GuestCounts: { GuestCount: [{ '@_Count': Math.max(1, room.adults) }] },
    TimeSpan: { '@_Start': booking.checkin, '@_End': booking.checkout },
    Total: { '@_AmountAfterTax': room.price.total_price, '@_CurrencyCode': currency },
  };
}

function customer(booking: PendingBooking): OutNode {
  const { guest } = booking;
  return {
    PersonName: {
      GivenName: guest.first_name.trim() || '-',
      Surname: guest.last_name.trim() || '-',
    },
    ...(guest.phone && PHONE.test(guest.phone)
      ? { Telephone: [{ '@_PhoneTechType': '1', '@_PhoneNumber': guest.phone }] }
      : {}),
    ...(EMAIL.test(booking.email) ? { Email: booking.email } : {}),
  };
}

function customerComment(booking: PendingBooking): string {
  const lines: string[] = [];
  booking.rooms.forEach((room, i) => {
    if (room.children <= 0) return;
    const tiers = room.kids_tiers
      .filter((t) => t.count > 0)
      .map((t) => `${t.code} × ${t.count}`)
      .join(', ');
    lines.push(`Room ${i + 1}: ${room.children} child(ren)${tiers ? ` (${tiers})` : ''}`);
  });
  if (booking.specialRequest?.trim()) lines.push(booking.specialRequest.trim());
  return lines.join('\n');
}
