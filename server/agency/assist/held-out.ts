import type { AssistFilters } from '../../../src/api/contract/agency.ts';
import type { WrittenRequest } from './requests.ts';

/**
 * Requests written after the interpreter was finished and never tuned on: its accuracy here
 * is the honest estimate for new phrasing (same "today" as requests.ts, 2026-11-25).
 */
type Expect = Omit<AssistFilters, 'amenities'> & { amenities?: AssistFilters['amenities'] };
const r = (locale: WrittenRequest['locale'], text: string, expect: Expect): WrittenRequest => ({
  locale,
  text,
  filters: { ...expect, amenities: expect.amenities ?? [] },
});

export const HELD_OUT: readonly WrittenRequest[] = [
  r(
    'en',
    'Looking for somewhere in Nagoya with breakfast included, three of us, arriving Dec 31, two nights',
    {
      area: 'nagoya',
      amenities: ['breakfast'],
      adults: 3,
      checkin: '2026-12-31',
      checkout: '2027-01-02',
    },
  ),
  r('en', 'Cheapest ryokan in Takayama, budget 20000 yen', {
    area: 'takayama',
    kind: 'ryokan',
    budget: { amount: 20000, currency: 'JPY' },
  }),
  r('ja', '横浜で海が見えるホテル、カップルで、12月20日', {
    area: 'yokohama',
    amenities: ['ocean_view'],
    adults: 2,
    checkin: '2026-12-20',
    checkout: '2026-12-21',
  }),
  r('ja', '草津温泉の旅館に3名で1泊2万円以内', {
    area: 'kusatsu',
    kind: 'ryokan',
    amenities: ['onsen'],
    adults: 3,
    budget: { amount: 20000, currency: 'JPY' },
  }),
  r('ko', '니세코 리조트 4명 1월 5일부터 3박', {
    area: 'niseko',
    kind: 'resort',
    adults: 4,
    checkin: '2027-01-05',
    checkout: '2027-01-08',
  }),
  r('ko', '센다이 호텔 주차 가능 10만원 이하', {
    area: 'sendai',
    amenities: ['parking'],
    budget: { amount: 100000, currency: 'KRW' },
  }),
  r('zh_Hans', '神户有早餐的酒店，三个人，明天入住', {
    area: 'kobe',
    amenities: ['breakfast'],
    adults: 3,
    checkin: '2026-11-26',
    checkout: '2026-11-27',
  }),
  r('zh_Hans', '日光的温泉旅馆，预算1500元', {
    area: 'nikko',
    kind: 'ryokan',
    amenities: ['onsen'],
    budget: { amount: 1500, currency: 'CNY' },
  }),
  r('zh_Hant', '函館海景飯店，兩人，12月30日住2晚', {
    area: 'hakodate',
    amenities: ['ocean_view'],
    adults: 2,
    checkin: '2026-12-30',
    checkout: '2027-01-01',
  }),
  r('zh_Hant', '廣島商務飯店一個人', { area: 'hiroshima', kind: 'business', adults: 1 }),
  r('id', 'resor di Jeju dengan spa untuk 2 orang minggu ini akhir pekan ini', {
    area: 'jeju',
    kind: 'resort',
    amenities: ['spa'],
    adults: 2,
    checkin: '2026-11-28',
    checkout: '2026-11-29',
  }),
  r('id', 'hotel murah di Kobe maksimal 1 juta rupiah', {
    area: 'kobe',
    budget: { amount: 1000000, currency: 'IDR' },
  }),
  r('th', 'โรงแรมในนาโกย่า มีอาหารเช้า 3 คน', { area: 'nagoya', amenities: ['breakfast'], adults: 3 }),
  r('th', 'รีสอร์ทที่นิเซโกะ 4 คน 5 ม.ค. 3 คืน', {
    area: 'niseko',
    kind: 'resort',
    adults: 4,
    checkin: '2027-01-05',
    checkout: '2027-01-08',
  }),
  r('ar', 'فندق في يوكوهاما مع إطلالة على البحر لشخصين', {
    area: 'yokohama',
    amenities: ['ocean_view'],
    adults: 2,
  }),
  r('ar', 'ريوكان في تاكاياما بأقل من ٢٠٠٠٠ ين', {
    area: 'takayama',
    kind: 'ryokan',
    budget: { amount: 20000, currency: 'JPY' },
  }),
];
