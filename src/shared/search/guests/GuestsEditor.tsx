import { useLocale, useT } from '../../../i18n/react.tsx';
import { useId, useMemo } from '../../../react.ts';
import { activeCompanions, childrenMode } from './kids-policy.ts';
import type { RoomContext } from './limits.ts';
import { roomsPayload, type SearchRoomGuests } from './payload.ts';
import { RoomFields } from './RoomFields.tsx';
import { type GuestsInputs, roomContextFor } from './room-context.ts';
import { addRoom, type RoomGuests, removeRoom } from './room-guests.ts';

/** What {@link GuestsEditor} reports after every edit. */
export interface GuestsChange {
  /** The rooms as edited (keep them as the next `value`). */
  readonly rooms: readonly RoomGuests[];
  /** The rooms in the search payload shape, or null while a room has an error. */
  readonly payload: readonly SearchRoomGuests[] | null;
}

/** Props of {@link GuestsEditor}. */
export interface GuestsEditorProps extends GuestsInputs {
  /** The rooms being edited; start with `[newRoom()]`. */
  readonly value: readonly RoomGuests[];
  readonly onChange: (change: GuestsChange) => void;
}

/**
 * The guests and rooms editor: a labelled group per room with adults and children per the
 * hotel's kids policy (ages, tiers, or none when children are not accepted), active
 * companion tiers, and add/remove room up to the hotel's multi-room limit.
 */
export function GuestsEditor(props: GuestsEditorProps) {
  const t = useT();
  const { locale } = useLocale();
  const limitId = useId();
  const mode = childrenMode(props.kidsSetting);
  const companions = useMemo(
    () => activeCompanions(props.companions, mode),
    [props.companions, mode],
  );
  const ctx: RoomContext = useMemo(
    () => roomContextFor(props),
    // The context depends on these inputs only, not on value/onChange.
    [
      mode,
      props.kidsTiers,
      companions,
      props.maxGuestsPerRoom,
      props.multiRoomsSearchEnabled,
      props.multiRoomsSearchLimit,
      props.maxChildrenPerAdult,
    ],
  );
  const emit = (rooms: readonly RoomGuests[]) =>
    props.onChange({ rooms, payload: roomsPayload(rooms, ctx) });
  const { maxRooms } = ctx.limits;
  const rooms = props.value;

  return (
    <div className="hb-guests" lang={locale}>
      {rooms.map((room, index) => (
        <RoomFields
          // Rooms are identified by their position ("Room 2"), so the index is the key.
          key={index}
          index={index}
          room={room}
          ctx={ctx}
          tiers={props.kidsTiers}
          companions={companions}
          canRemove={rooms.length > 1}
          onChange={(next) => emit(rooms.map((r, i) => (i === index ? next : r)))}
          onRemove={() => emit(removeRoom(rooms, index))}
        />
      ))}
      {mode === 'none' && <p className="hb-muted">{t('guests.noChildren')}</p>}
      {maxRooms > 1 && (
        <div className="hb-guests-actions">
          <button
            type="button"
            className="hb-btn hb-btn-quiet"
            aria-disabled={rooms.length >= maxRooms ? 'true' : undefined}
            aria-describedby={rooms.length >= maxRooms ? limitId : undefined}
            onClick={() => {
              if (rooms.length < maxRooms) emit(addRoom(rooms, maxRooms));
            }}
          >
            {t('guests.addRoom')}
          </button>
          {rooms.length >= maxRooms && (
            <p className="hb-muted" id={limitId}>
              {t('guests.roomLimit', { count: maxRooms })}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
