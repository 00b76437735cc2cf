import type { RoomResult } from '../../api/contract/rooms.ts';

/** A room type's first photo, if it has one (results and the recommender). */
export function RoomPhoto({ room }: { room: RoomResult }) {
  const photo = room.images?.[0];
  if (!photo) return null;
  return (
    <img
      className="hb-room-photo"
      src={photo.url}
      alt={photo.alt}
      loading="lazy"
      // The demo photos are 4:3: space for that ratio is kept until the photo
      // loads, then its own ratio is shown (no cropping: the CSS sets no ratio).
      width={320}
      height={240}
    />
  );
}
