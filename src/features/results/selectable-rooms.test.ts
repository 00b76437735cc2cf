import { describe, expect, it } from 'vitest';
import { selectableRooms } from './selectable-rooms.ts';
import { planFixture, roomFixture } from './testing/room-fixture.ts';

const room = (roomCount: number) => roomFixture({ room_count: roomCount });

describe('selectableRooms', () => {
  it('limits selection by sale limit, plan stock and rooms left', () => {
    expect(selectableRooms(room(5), planFixture({ plan_stock_count: 8 }))).toBe(5);
    expect(selectableRooms(room(5), planFixture({ sale_limit: 2, plan_stock_count: 8 }))).toBe(2);
    expect(selectableRooms(room(5), planFixture({ sale_limit: 9, plan_stock_count: 3 }))).toBe(3);
    expect(selectableRooms(room(0), planFixture({ plan_stock_count: 8 }))).toBe(0);
  });

  it('caps a stay-plus-flight plan at 5 rooms', () => {
    const flight = planFixture({ plan_stock_count: 9, includes_flight: true });
    expect(selectableRooms(room(9), flight)).toBe(5);
    expect(selectableRooms(room(3), flight)).toBe(3);
  });
});
