import type { AssistFilters } from '../../../src/api/contract/agency.ts';
import type { Locale } from '../../../src/rules/locales.ts';

/**
 * Written requests with the filters each should give, for measuring the interpreter. "Today"
 * is Wednesday 2026-11-25 (so "this weekend" is Saturday 11-28, "next weekend" 12-05). A stay
 * without a stated length is one night; a budget is per night.
 */
export const TODAY = '2026-11-25';

export interface WrittenRequest {
  locale: Locale;
  text: string;
  filters: AssistFilters;
}

type Expect = Omit<AssistFilters, 'amenities'> & { amenities?: AssistFilters['amenities'] };
const r = (locale: Locale, text: string, expect: Expect): WrittenRequest => ({
  locale,
  text,
  filters: { ...expect, amenities: expect.amenities ?? [] },
});
const stay = (checkin: string, checkout: string) => ({ checkin, checkout });
const yen = (amount: number) => ({ budget: { amount, currency: 'JPY' } });

export const REQUESTS: readonly WrittenRequest[] = [
  // English
  r('en', 'quiet ryokan in Kyoto with an open-air bath for two next weekend under ¥30,000', {
    area: 'kyoto',
    kind: 'ryokan',
    amenities: ['open_air_bath', 'quiet'],
    adults: 2,
    ...stay('2026-12-05', '2026-12-06'),
    ...yen(30000),
  }),
  r('en', 'hotel in Tokyo for 3 people on December 24 for 2 nights', {
    area: 'tokyo',
    adults: 3,
    ...stay('2026-12-24', '2026-12-26'),
  }),
  r('en', 'cheap business hotel in Osaka tomorrow, 1 adult, under 8000 yen', {
    area: 'osaka',
    kind: 'business',
    adults: 1,
    ...stay('2026-11-26', '2026-11-27'),
    ...yen(8000),
  }),
  r('en', 'family resort in Okinawa with a pool for 4 people', {
    area: 'okinawa',
    kind: 'resort',
    amenities: ['pool', 'family'],
    adults: 4,
  }),
  r('en', 'hot spring hotel in Hakone this weekend for a couple', {
    area: 'hakone',
    amenities: ['onsen'],
    adults: 2,
    ...stay('2026-11-28', '2026-11-29'),
  }),
  r('en', 'guesthouse in Seoul with free wifi, solo, Jan 10 for 3 nights', {
    area: 'seoul',
    kind: 'guesthouse',
    amenities: ['wifi'],
    adults: 1,
    ...stay('2027-01-10', '2027-01-13'),
  }),
  r('en', 'Sapporo hotel with parking and breakfast for 2 adults', {
    area: 'sapporo',
    amenities: ['parking', 'breakfast'],
    adults: 2,
  }),
  r('en', 'pet friendly hotel in Fukuoka, max $150 a night', {
    area: 'fukuoka',
    amenities: ['pets'],
    budget: { amount: 150, currency: 'USD' },
  }),
  r('en', 'spa resort in Taipei with ocean view for two tonight', {
    area: 'taipei',
    kind: 'resort',
    amenities: ['spa', 'ocean_view'],
    adults: 2,
    ...stay('2026-11-25', '2026-11-26'),
  }),
  r('en', 'ryokan in Beppu with hot spring, 2 nights from 2026-12-30', {
    area: 'beppu',
    kind: 'ryokan',
    amenities: ['onsen'],
    ...stay('2026-12-30', '2027-01-01'),
  }),
  r('en', 'hotel near Nara with a restaurant and gym', {
    area: 'nara',
    amenities: ['restaurant', 'fitness'],
  }),
  r('en', 'Busan hotel with airport shuttle for 2 people under 200,000 won', {
    area: 'busan',
    amenities: ['airport_shuttle'],
    adults: 2,
    budget: { amount: 200000, currency: 'KRW' },
  }),
  r('en', 'a quiet place in Kanazawa for one on 3/15', {
    area: 'kanazawa',
    amenities: ['quiet'],
    adults: 1,
    ...stay('2027-03-15', '2027-03-16'),
  }),
  r('en', 'hostel in Kyoto for 2 under 5k yen', {
    area: 'kyoto',
    kind: 'guesthouse',
    adults: 2,
    ...yen(5000),
  }),
  // Japanese
  r('ja', '来週末、京都で露天風呂付きの静かな旅館、2人で3万円以下', {
    area: 'kyoto',
    kind: 'ryokan',
    amenities: ['open_air_bath', 'quiet'],
    adults: 2,
    ...stay('2026-12-05', '2026-12-06'),
    ...yen(30000),
  }),
  r('ja', '12月24日から2泊、札幌のホテル、大人2名', {
    area: 'sapporo',
    adults: 2,
    ...stay('2026-12-24', '2026-12-26'),
  }),
  r('ja', '明日、大阪のビジネスホテル、1名、8000円以内', {
    area: 'osaka',
    kind: 'business',
    adults: 1,
    ...stay('2026-11-26', '2026-11-27'),
    ...yen(8000),
  }),
  r('ja', '箱根の温泉旅館に今週末ふたりで', {
    area: 'hakone',
    kind: 'ryokan',
    amenities: ['onsen'],
    adults: 2,
    ...stay('2026-11-28', '2026-11-29'),
  }),
  r('ja', '沖縄でプール付きのリゾート、家族4人', {
    area: 'okinawa',
    kind: 'resort',
    amenities: ['pool'],
    adults: 4,
  }),
  r('ja', '福岡でペット可のホテル', { area: 'fukuoka', amenities: ['pets'] }),
  r('ja', '東京 朝食付き 駐車場あり 3名', {
    area: 'tokyo',
    amenities: ['parking', 'breakfast'],
    adults: 3,
  }),
  r('ja', 'ソウルのゲストハウス 一人旅 1月10日から3泊', {
    area: 'seoul',
    kind: 'guesthouse',
    adults: 1,
    ...stay('2027-01-10', '2027-01-13'),
  }),
  r('ja', '金沢で静かなホテル、予算1万5千円', {
    area: 'kanazawa',
    amenities: ['quiet'],
    ...yen(15000),
  }),
  r('ja', '別府 温泉 露天風呂 2名 2泊 2026-12-30から', {
    area: 'beppu',
    amenities: ['onsen', 'open_air_bath'],
    adults: 2,
    ...stay('2026-12-30', '2027-01-01'),
  }),
  r('ja', '台北でスパのあるホテル、今夜2名', {
    area: 'taipei',
    amenities: ['spa'],
    adults: 2,
    ...stay('2026-11-25', '2026-11-26'),
  }),
  r('ja', '奈良のレストランとジムがあるホテル', {
    area: 'nara',
    amenities: ['restaurant', 'fitness'],
  }),
  r('ja', '釜山 空港送迎 2名 2万円以下', {
    area: 'busan',
    amenities: ['airport_shuttle'],
    adults: 2,
    ...yen(20000),
  }),
  r('ja', '京都の民宿 2名 5千円まで', {
    area: 'kyoto',
    kind: 'guesthouse',
    adults: 2,
    ...yen(5000),
  }),
  // Korean
  r('ko', '다음 주말 교토 노천탕 있는 조용한 료칸 두 명 20만원 이하', {
    area: 'kyoto',
    kind: 'ryokan',
    amenities: ['open_air_bath', 'quiet'],
    adults: 2,
    ...stay('2026-12-05', '2026-12-06'),
    budget: { amount: 200000, currency: 'KRW' },
  }),
  r('ko', '12월 24일부터 2박 도쿄 호텔 3명', {
    area: 'tokyo',
    adults: 3,
    ...stay('2026-12-24', '2026-12-26'),
  }),
  r('ko', '내일 오사카 비즈니스호텔 1명', {
    area: 'osaka',
    kind: 'business',
    adults: 1,
    ...stay('2026-11-26', '2026-11-27'),
  }),
  r('ko', '오키나와 수영장 있는 리조트 가족 4명', {
    area: 'okinawa',
    kind: 'resort',
    amenities: ['pool', 'family'],
    adults: 4,
  }),
  r('ko', '하코네 온천 호텔 이번 주말 커플', {
    area: 'hakone',
    amenities: ['onsen'],
    adults: 2,
    ...stay('2026-11-28', '2026-11-29'),
  }),
  r('ko', '서울 게스트하우스 혼자 와이파이', {
    area: 'seoul',
    kind: 'guesthouse',
    amenities: ['wifi'],
    adults: 1,
  }),
  r('ko', '삿포로 주차 가능하고 조식 포함 2명', {
    area: 'sapporo',
    amenities: ['parking', 'breakfast'],
    adults: 2,
  }),
  r('ko', '후쿠오카 반려동물 동반 호텔', { area: 'fukuoka', amenities: ['pets'] }),
  r('ko', '부산 오션뷰 호텔 2명 15만원 이하', {
    area: 'busan',
    amenities: ['ocean_view'],
    adults: 2,
    budget: { amount: 150000, currency: 'KRW' },
  }),
  r('ko', '제주 리조트 스파 오늘 2명', {
    area: 'jeju',
    kind: 'resort',
    amenities: ['spa'],
    adults: 2,
    ...stay('2026-11-25', '2026-11-26'),
  }),
  r('ko', '벳푸 료칸 온천 1월 10일 2박', {
    area: 'beppu',
    kind: 'ryokan',
    amenities: ['onsen'],
    ...stay('2027-01-10', '2027-01-12'),
  }),
  r('ko', '나라 레스토랑 있는 호텔 3명', { area: 'nara', amenities: ['restaurant'], adults: 3 }),
  r('ko', '타이베이 호텔 공항 셔틀 2명', {
    area: 'taipei',
    amenities: ['airport_shuttle'],
    adults: 2,
  }),
  r('ko', '교토 게스트하우스 2명 5만원 이하', {
    area: 'kyoto',
    kind: 'guesthouse',
    adults: 2,
    budget: { amount: 50000, currency: 'KRW' },
  }),
  // Simplified Chinese
  r('zh_Hans', '下周末京都安静的日式旅馆，两个人，带露天浴池，2000元以下', {
    area: 'kyoto',
    kind: 'ryokan',
    amenities: ['open_air_bath', 'quiet'],
    adults: 2,
    ...stay('2026-12-05', '2026-12-06'),
    budget: { amount: 2000, currency: 'CNY' },
  }),
  r('zh_Hans', '12月24日入住东京酒店2晚，3人', {
    area: 'tokyo',
    adults: 3,
    ...stay('2026-12-24', '2026-12-26'),
  }),
  r('zh_Hans', '明天大阪商务酒店1人', {
    area: 'osaka',
    kind: 'business',
    adults: 1,
    ...stay('2026-11-26', '2026-11-27'),
  }),
  r('zh_Hans', '冲绳带游泳池的度假村，家庭4人', {
    area: 'okinawa',
    kind: 'resort',
    amenities: ['pool', 'family'],
    adults: 4,
  }),
  r('zh_Hans', '箱根温泉酒店，本周末，情侣', {
    area: 'hakone',
    amenities: ['onsen'],
    adults: 2,
    ...stay('2026-11-28', '2026-11-29'),
  }),
  r('zh_Hans', '首尔民宿，一个人，1月10日住3晚', {
    area: 'seoul',
    kind: 'guesthouse',
    adults: 1,
    ...stay('2027-01-10', '2027-01-13'),
  }),
  r('zh_Hans', '札幌酒店，有停车场和早餐，2人', {
    area: 'sapporo',
    amenities: ['parking', 'breakfast'],
    adults: 2,
  }),
  r('zh_Hans', '福冈可携带宠物的酒店', { area: 'fukuoka', amenities: ['pets'] }),
  r('zh_Hans', '台北海景酒店，两个人，今晚', {
    area: 'taipei',
    amenities: ['ocean_view'],
    adults: 2,
    ...stay('2026-11-25', '2026-11-26'),
  }),
  r('zh_Hans', '别府温泉旅馆2晚，2026-12-30入住', {
    area: 'beppu',
    kind: 'ryokan',
    amenities: ['onsen'],
    ...stay('2026-12-30', '2027-01-01'),
  }),
  r('zh_Hans', '奈良有餐厅和健身房的酒店', { area: 'nara', amenities: ['restaurant', 'fitness'] }),
  r('zh_Hans', '釜山机场接送酒店，2人，不超过1000元', {
    area: 'busan',
    amenities: ['airport_shuttle'],
    adults: 2,
    budget: { amount: 1000, currency: 'CNY' },
  }),
  r('zh_Hans', '金泽安静的酒店，预算800元', {
    area: 'kanazawa',
    amenities: ['quiet'],
    budget: { amount: 800, currency: 'CNY' },
  }),
  // Traditional Chinese
  r('zh_Hant', '下週末京都安靜的日式旅館，兩個人，有露天浴池，5000元以下', {
    area: 'kyoto',
    kind: 'ryokan',
    amenities: ['open_air_bath', 'quiet'],
    adults: 2,
    ...stay('2026-12-05', '2026-12-06'),
    budget: { amount: 5000, currency: 'TWD' },
  }),
  r('zh_Hant', '12月24日入住東京飯店2晚，3人', {
    area: 'tokyo',
    adults: 3,
    ...stay('2026-12-24', '2026-12-26'),
  }),
  r('zh_Hant', '明天大阪商務飯店1人', {
    area: 'osaka',
    kind: 'business',
    adults: 1,
    ...stay('2026-11-26', '2026-11-27'),
  }),
  r('zh_Hant', '沖繩有游泳池的度假村，親子4人', {
    area: 'okinawa',
    kind: 'resort',
    amenities: ['pool', 'family'],
    adults: 4,
  }),
  r('zh_Hant', '箱根溫泉飯店，本週末，情侶', {
    area: 'hakone',
    amenities: ['onsen'],
    adults: 2,
    ...stay('2026-11-28', '2026-11-29'),
  }),
  r('zh_Hant', '首爾民宿，一個人，1月10日住3晚', {
    area: 'seoul',
    kind: 'guesthouse',
    adults: 1,
    ...stay('2027-01-10', '2027-01-13'),
  }),
  r('zh_Hant', '札幌飯店，有停車場和早餐，2人', {
    area: 'sapporo',
    amenities: ['parking', 'breakfast'],
    adults: 2,
  }),
  r('zh_Hant', '福岡可攜帶寵物的飯店', { area: 'fukuoka', amenities: ['pets'] }),
  r('zh_Hant', '花蓮海景飯店，兩人，今晚', {
    area: 'hualien',
    amenities: ['ocean_view'],
    adults: 2,
    ...stay('2026-11-25', '2026-11-26'),
  }),
  r('zh_Hant', '台南飯店 新台幣3000以下 2人', {
    area: 'tainan',
    adults: 2,
    budget: { amount: 3000, currency: 'TWD' },
  }),
  r('zh_Hant', '高雄有健身房的飯店', { area: 'kaohsiung', amenities: ['fitness'] }),
  r('zh_Hant', '別府溫泉旅館2晚，2026-12-30入住', {
    area: 'beppu',
    kind: 'ryokan',
    amenities: ['onsen'],
    ...stay('2026-12-30', '2027-01-01'),
  }),
  r('zh_Hant', '臺北飯店 機場接送 2位', {
    area: 'taipei',
    amenities: ['airport_shuttle'],
    adults: 2,
  }),
  // Indonesian
  r(
    'id',
    'ryokan yang tenang di Kyoto dengan pemandian terbuka untuk berdua akhir pekan depan di bawah ¥30.000',
    {
      area: 'kyoto',
      kind: 'ryokan',
      amenities: ['open_air_bath', 'quiet'],
      adults: 2,
      ...stay('2026-12-05', '2026-12-06'),
      ...yen(30000),
    },
  ),
  r('id', 'Hotel di Tokyo untuk berdua tanggal 24 Desember 3 malam di bawah Rp 3.000.000', {
    area: 'tokyo',
    adults: 2,
    ...stay('2026-12-24', '2026-12-27'),
    budget: { amount: 3000000, currency: 'IDR' },
  }),
  r('id', 'hotel bisnis di Osaka besok untuk 1 orang', {
    area: 'osaka',
    kind: 'business',
    adults: 1,
    ...stay('2026-11-26', '2026-11-27'),
  }),
  r('id', 'resor keluarga di Okinawa dengan kolam renang untuk 4 orang', {
    area: 'okinawa',
    kind: 'resort',
    amenities: ['pool', 'family'],
    adults: 4,
  }),
  r('id', 'hotel air panas di Hakone akhir pekan ini berdua', {
    area: 'hakone',
    amenities: ['onsen'],
    adults: 2,
    ...stay('2026-11-28', '2026-11-29'),
  }),
  r('id', 'hostel di Seoul sendirian dengan wifi', {
    area: 'seoul',
    kind: 'guesthouse',
    amenities: ['wifi'],
    adults: 1,
  }),
  r('id', 'hotel di Sapporo dengan parkir dan sarapan untuk 2 orang', {
    area: 'sapporo',
    amenities: ['parking', 'breakfast'],
    adults: 2,
  }),
  r('id', 'hotel di Fukuoka boleh bawa hewan', { area: 'fukuoka', amenities: ['pets'] }),
  r('id', 'hotel di Bali? tidak, di Busan dengan pemandangan laut bertiga', {
    area: 'busan',
    amenities: ['ocean_view'],
    adults: 3,
  }),
  r('id', 'ryokan di Beppu dengan air panas 10 Januari 2 malam', {
    area: 'beppu',
    kind: 'ryokan',
    amenities: ['onsen'],
    ...stay('2027-01-10', '2027-01-12'),
  }),
  r('id', 'hotel di Nara dengan restoran, maksimal Rp 1.500.000', {
    area: 'nara',
    amenities: ['restaurant'],
    budget: { amount: 1500000, currency: 'IDR' },
  }),
  r('id', 'hotel di Taipei malam ini untuk 2 orang dengan spa', {
    area: 'taipei',
    amenities: ['spa'],
    adults: 2,
    ...stay('2026-11-25', '2026-11-26'),
  }),
  r('id', 'hotel di Jeju untuk berempat', { area: 'jeju', adults: 4 }),
  // Thai
  r('th', 'เรียวกังเงียบสงบในเกียวโตมีบ่อน้ำกลางแจ้ง 2 คน สุดสัปดาห์หน้า ไม่เกิน 8000 บาท', {
    area: 'kyoto',
    kind: 'ryokan',
    amenities: ['open_air_bath', 'quiet'],
    adults: 2,
    ...stay('2026-12-05', '2026-12-06'),
    budget: { amount: 8000, currency: 'THB' },
  }),
  r('th', 'โรงแรมในโอซาก้า 2 คน 10 ม.ค. 2 คืน ไม่เกิน 5000 บาท', {
    area: 'osaka',
    adults: 2,
    ...stay('2027-01-10', '2027-01-12'),
    budget: { amount: 5000, currency: 'THB' },
  }),
  r('th', 'โรงแรมธุรกิจในโตเกียว พรุ่งนี้ 1 คน', {
    area: 'tokyo',
    kind: 'business',
    adults: 1,
    ...stay('2026-11-26', '2026-11-27'),
  }),
  r('th', 'รีสอร์ทในโอกินาว่ามีสระว่ายน้ำ ครอบครัว 4 คน', {
    area: 'okinawa',
    kind: 'resort',
    amenities: ['pool', 'family'],
    adults: 4,
  }),
  r('th', 'โรงแรมออนเซ็นที่ฮาโกเน่ สุดสัปดาห์นี้ คู่รัก', {
    area: 'hakone',
    amenities: ['onsen'],
    adults: 2,
    ...stay('2026-11-28', '2026-11-29'),
  }),
  r('th', 'เกสต์เฮาส์ในโซล คนเดียว มี wifi', {
    area: 'seoul',
    kind: 'guesthouse',
    amenities: ['wifi'],
    adults: 1,
  }),
  r('th', 'โรงแรมในซัปโปโรมีที่จอดรถและอาหารเช้า 2 คน', {
    area: 'sapporo',
    amenities: ['parking', 'breakfast'],
    adults: 2,
  }),
  r('th', 'โรงแรมในฟุกุโอกะที่นำสัตว์เลี้ยงเข้าได้', { area: 'fukuoka', amenities: ['pets'] }),
  r('th', 'โรงแรมวิวทะเลในปูซาน 2 คน คืนนี้', {
    area: 'busan',
    amenities: ['ocean_view'],
    adults: 2,
    ...stay('2026-11-25', '2026-11-26'),
  }),
  r('th', 'โรงแรมในไทเปมีฟิตเนส', { area: 'taipei', amenities: ['fitness'] }),
  r('th', 'โรงแรมในนาราที่มีร้านอาหาร 3 คน', { area: 'nara', amenities: ['restaurant'], adults: 3 }),
  r('th', 'โรงแรมในเชจู 24 ธันวาคม 2 คืน 2 คน', {
    area: 'jeju',
    adults: 2,
    ...stay('2026-12-24', '2026-12-26'),
  }),
  r('th', 'โรงแรมในเกียวโต งบ 3000 บาท', {
    area: 'kyoto',
    budget: { amount: 3000, currency: 'THB' },
  }),
  // Arabic
  r(
    'ar',
    'ريوكان هادئ في كيوتو مع حمام في الهواء الطلق لشخصين عطلة نهاية الأسبوع القادمة بأقل من ٣٠٠٠٠ ين',
    {
      area: 'kyoto',
      kind: 'ryokan',
      amenities: ['open_air_bath', 'quiet'],
      adults: 2,
      ...stay('2026-12-05', '2026-12-06'),
      ...yen(30000),
    },
  ),
  r('ar', 'فندق في طوكيو لشخصين مع مسبح بميزانية أقل من ٢٠٠ دولار', {
    area: 'tokyo',
    amenities: ['pool'],
    adults: 2,
    budget: { amount: 200, currency: 'USD' },
  }),
  r('ar', 'فندق أعمال في أوساكا غدا لشخص واحد', {
    area: 'osaka',
    kind: 'business',
    adults: 1,
    ...stay('2026-11-26', '2026-11-27'),
  }),
  r('ar', 'منتجع عائلي في أوكيناوا مع مسبح لأربعة أشخاص', {
    area: 'okinawa',
    kind: 'resort',
    amenities: ['pool', 'family'],
    adults: 4,
  }),
  r('ar', 'فندق مع ينابيع ساخنة في هاكوني نهاية هذا الأسبوع لشخصين', {
    area: 'hakone',
    amenities: ['onsen'],
    adults: 2,
    ...stay('2026-11-28', '2026-11-29'),
  }),
  r('ar', 'دار ضيافة في سيول لشخص واحد مع واي فاي', {
    area: 'seoul',
    kind: 'guesthouse',
    amenities: ['wifi'],
    adults: 1,
  }),
  r('ar', 'فندق في سابورو مع موقف سيارات وفطور لشخصين', {
    area: 'sapporo',
    amenities: ['parking', 'breakfast'],
    adults: 2,
  }),
  r('ar', 'فندق في فوكوكا يسمح بالحيوانات الأليفة', { area: 'fukuoka', amenities: ['pets'] }),
  r('ar', 'فندق في بوسان مع إطلالة على البحر الليلة لشخصين', {
    area: 'busan',
    amenities: ['ocean_view'],
    adults: 2,
    ...stay('2026-11-25', '2026-11-26'),
  }),
  r('ar', 'فندق في نارا مع مطعم وصالة رياضية', {
    area: 'nara',
    amenities: ['restaurant', 'fitness'],
  }),
  r('ar', 'فندق في تايبيه ٢٤ ديسمبر ليلتين ٣ أشخاص', {
    area: 'taipei',
    adults: 3,
    ...stay('2026-12-24', '2026-12-26'),
  }),
  r('ar', 'ريوكان في بيبو مع ينابيع ساخنة', {
    area: 'beppu',
    kind: 'ryokan',
    amenities: ['onsen'],
  }),
  r('ar', 'فندق في كيوتو بأقل من ٥٠٠ ريال', {
    area: 'kyoto',
    budget: { amount: 500, currency: 'SAR' },
  }),
];
