import type { Locale } from './locales.ts';

/**
 * The agency catalogue's vocabulary: its areas, hotel kinds and amenities with their names in
 * the eight languages. One list serves the generator (what hotels have), the search filters
 * (what codes exist), the assisted search (which words mean which code) and the filter chips.
 */
export type Names = Readonly<Record<Locale, string>>;

export interface Area {
  code: string;
  country: 'JP' | 'KR' | 'TW';
  /** Centre of the area; generated hotels sit within about 10 km of it. */
  lat: number;
  lng: number;
  /** Relative share of the catalogue's hotels. */
  weight: number;
  names: Names;
}

// [code, country, lat, lng, weight, en, ja, ko, zh_Hans, zh_Hant, th, ar]; Indonesian uses the
// English (Latin) name, as Indonesian writes these place names.
type AreaRow = readonly [
  string,
  Area['country'],
  number,
  number,
  number,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
];

const AREA_ROWS: readonly AreaRow[] = [
  ['tokyo', 'JP', 35.68, 139.76, 12, 'Tokyo', '東京', '도쿄', '东京', '東京', 'โตเกียว', 'طوكيو'],
  ['kyoto', 'JP', 35.01, 135.77, 8, 'Kyoto', '京都', '교토', '京都', '京都', 'เกียวโต', 'كيوتو'],
  ['osaka', 'JP', 34.69, 135.5, 8, 'Osaka', '大阪', '오사카', '大阪', '大阪', 'โอซาก้า', 'أوساكا'],
  [
    'sapporo',
    'JP',
    43.06,
    141.35,
    4,
    'Sapporo',
    '札幌',
    '삿포로',
    '札幌',
    '札幌',
    'ซัปโปโร',
    'سابورو',
  ],
  ['hakone', 'JP', 35.23, 139.1, 3, 'Hakone', '箱根', '하코네', '箱根', '箱根', 'ฮาโกเน่', 'هاكوني'],
  ['nara', 'JP', 34.69, 135.8, 2, 'Nara', '奈良', '나라', '奈良', '奈良', 'นารา', 'نارا'],
  [
    'fukuoka',
    'JP',
    33.59,
    130.4,
    4,
    'Fukuoka',
    '福岡',
    '후쿠오카',
    '福冈',
    '福岡',
    'ฟุกุโอกะ',
    'فوكوكا',
  ],
  [
    'okinawa',
    'JP',
    26.21,
    127.68,
    4,
    'Okinawa',
    '沖縄',
    '오키나와',
    '冲绳',
    '沖繩',
    'โอกินาว่า',
    'أوكيناوا',
  ],
  [
    'nagoya',
    'JP',
    35.18,
    136.91,
    3,
    'Nagoya',
    '名古屋',
    '나고야',
    '名古屋',
    '名古屋',
    'นาโกย่า',
    'ناغويا',
  ],
  [
    'yokohama',
    'JP',
    35.44,
    139.64,
    3,
    'Yokohama',
    '横浜',
    '요코하마',
    '横滨',
    '橫濱',
    'โยโกฮาม่า',
    'يوكوهاما',
  ],
  [
    'hiroshima',
    'JP',
    34.39,
    132.46,
    2,
    'Hiroshima',
    '広島',
    '히로시마',
    '广岛',
    '廣島',
    'ฮิโรชิมา',
    'هيروشيما',
  ],
  [
    'kanazawa',
    'JP',
    36.56,
    136.66,
    2,
    'Kanazawa',
    '金沢',
    '가나자와',
    '金泽',
    '金澤',
    'คานาซาวะ',
    'كانازاوا',
  ],
  [
    'hakodate',
    'JP',
    41.77,
    140.73,
    1,
    'Hakodate',
    '函館',
    '하코다테',
    '函馆',
    '函館',
    'ฮาโกดาเตะ',
    'هاكوداته',
  ],
  ['sendai', 'JP', 38.27, 140.87, 2, 'Sendai', '仙台', '센다이', '仙台', '仙台', 'เซนได', 'سنداي'],
  ['nikko', 'JP', 36.75, 139.6, 1, 'Nikko', '日光', '닛코', '日光', '日光', 'นิกโก้', 'نيكو'],
  ['beppu', 'JP', 33.28, 131.49, 2, 'Beppu', '別府', '벳푸', '别府', '別府', 'เบปปุ', 'بيبو'],
  ['kobe', 'JP', 34.69, 135.2, 2, 'Kobe', '神戸', '고베', '神户', '神戶', 'โกเบ', 'كوبي'],
  [
    'niseko',
    'JP',
    42.86,
    140.69,
    1,
    'Niseko',
    'ニセコ',
    '니세코',
    '二世古',
    '二世古',
    'นิเซโกะ',
    'نيسيكو',
  ],
  [
    'takayama',
    'JP',
    36.14,
    137.25,
    1,
    'Takayama',
    '高山',
    '다카야마',
    '高山',
    '高山',
    'ทาคายามะ',
    'تاكاياما',
  ],
  [
    'kusatsu',
    'JP',
    36.62,
    138.6,
    1,
    'Kusatsu',
    '草津',
    '구사쓰',
    '草津',
    '草津',
    'คุซัทสึ',
    'كوساتسو',
  ],
  ['seoul', 'KR', 37.57, 126.98, 6, 'Seoul', 'ソウル', '서울', '首尔', '首爾', 'โซล', 'سيول'],
  ['busan', 'KR', 35.18, 129.08, 3, 'Busan', '釜山', '부산', '釜山', '釜山', 'ปูซาน', 'بوسان'],
  ['jeju', 'KR', 33.5, 126.53, 2, 'Jeju', '済州', '제주', '济州', '濟州', 'เชจู', 'جيجو'],
  [
    'taipei',
    'TW',
    25.03,
    121.56,
    6,
    'Taipei',
    '台北',
    '타이베이',
    '台北',
    '臺北',
    'ไทเป',
    'تايبيه',
  ],
  [
    'tainan',
    'TW',
    22.99,
    120.21,
    2,
    'Tainan',
    '台南',
    '타이난',
    '台南',
    '臺南',
    'ไถหนาน',
    'تاينان',
  ],
  [
    'kaohsiung',
    'TW',
    22.63,
    120.3,
    2,
    'Kaohsiung',
    '高雄',
    '가오슝',
    '高雄',
    '高雄',
    'เกาสง',
    'كاوشيونغ',
  ],
  [
    'hualien',
    'TW',
    23.99,
    121.6,
    1,
    'Hualien',
    '花蓮',
    '화롄',
    '花莲',
    '花蓮',
    'ฮัวเหลียน',
    'هوالين',
  ],
];

export const AREAS: readonly Area[] = AREA_ROWS.map(
  ([code, country, lat, lng, weight, en, ja, ko, zh_Hans, zh_Hant, th, ar]) => ({
    code,
    country,
    lat,
    lng,
    weight,
    names: { en, ja, ko, zh_Hans, zh_Hant, id: en, th, ar },
  }),
);

export const COUNTRY_NAMES: Readonly<Record<Area['country'], Names>> = {
  JP: {
    en: 'Japan',
    ja: '日本',
    ko: '일본',
    zh_Hans: '日本',
    zh_Hant: '日本',
    id: 'Jepang',
    th: 'ญี่ปุ่น',
    ar: 'اليابان',
  },
  KR: {
    en: 'South Korea',
    ja: '韓国',
    ko: '한국',
    zh_Hans: '韩国',
    zh_Hant: '韓國',
    id: 'Korea Selatan',
    th: 'เกาหลีใต้',
    ar: 'كوريا الجنوبية',
  },
  TW: {
    en: 'Taiwan',
    ja: '台湾',
    ko: '대만',
    zh_Hans: '台湾',
    zh_Hant: '臺灣',
    id: 'Taiwan',
    th: 'ไต้หวัน',
    ar: 'تايوان',
  },
};

/** What kind of place a hotel is. */
export type HotelKind = 'hotel' | 'ryokan' | 'resort' | 'business' | 'guesthouse';

export const KIND_NAMES: Readonly<Record<HotelKind, Names>> = {
  hotel: {
    en: 'Hotel',
    ja: 'ホテル',
    ko: '호텔',
    zh_Hans: '酒店',
    zh_Hant: '飯店',
    id: 'Hotel',
    th: 'โรงแรม',
    ar: 'فندق',
  },
  ryokan: {
    en: 'Ryokan',
    ja: '旅館',
    ko: '료칸',
    zh_Hans: '日式旅馆',
    zh_Hant: '日式旅館',
    id: 'Ryokan',
    th: 'เรียวกัง',
    ar: 'ريوكان',
  },
  resort: {
    en: 'Resort',
    ja: 'リゾート',
    ko: '리조트',
    zh_Hans: '度假村',
    zh_Hant: '度假村',
    id: 'Resor',
    th: 'รีสอร์ท',
    ar: 'منتجع',
  },
  business: {
    en: 'Business hotel',
    ja: 'ビジネスホテル',
    ko: '비즈니스호텔',
    zh_Hans: '商务酒店',
    zh_Hant: '商務飯店',
    id: 'Hotel bisnis',
    th: 'โรงแรมธุรกิจ',
    ar: 'فندق أعمال',
  },
  guesthouse: {
    en: 'Guesthouse',
    ja: 'ゲストハウス',
    ko: '게스트하우스',
    zh_Hans: '民宿',
    zh_Hant: '民宿',
    id: 'Wisma tamu',
    th: 'เกสต์เฮาส์',
    ar: 'دار ضيافة',
  },
};

export const HOTEL_KINDS = Object.keys(KIND_NAMES) as HotelKind[];

export type Amenity =
  | 'onsen'
  | 'open_air_bath'
  | 'wifi'
  | 'parking'
  | 'pool'
  | 'breakfast'
  | 'restaurant'
  | 'fitness'
  | 'spa'
  | 'pets'
  | 'family'
  | 'airport_shuttle'
  | 'ocean_view'
  | 'quiet';

export const AMENITY_NAMES: Readonly<Record<Amenity, Names>> = {
  onsen: {
    en: 'Hot spring',
    ja: '温泉',
    ko: '온천',
    zh_Hans: '温泉',
    zh_Hant: '溫泉',
    id: 'Pemandian air panas',
    th: 'ออนเซ็น',
    ar: 'ينابيع ساخنة',
  },
  open_air_bath: {
    en: 'Open-air bath',
    ja: '露天風呂',
    ko: '노천탕',
    zh_Hans: '露天浴池',
    zh_Hant: '露天浴池',
    id: 'Pemandian terbuka',
    th: 'บ่อน้ำกลางแจ้ง',
    ar: 'حمام في الهواء الطلق',
  },
  wifi: {
    en: 'Free Wi-Fi',
    ja: '無料Wi-Fi',
    ko: '무료 와이파이',
    zh_Hans: '免费无线网络',
    zh_Hant: '免費無線網路',
    id: 'Wi-Fi gratis',
    th: 'Wi-Fi ฟรี',
    ar: 'واي فاي مجاني',
  },
  parking: {
    en: 'Parking',
    ja: '駐車場',
    ko: '주차장',
    zh_Hans: '停车场',
    zh_Hant: '停車場',
    id: 'Parkir',
    th: 'ที่จอดรถ',
    ar: 'موقف سيارات',
  },
  pool: {
    en: 'Pool',
    ja: 'プール',
    ko: '수영장',
    zh_Hans: '游泳池',
    zh_Hant: '游泳池',
    id: 'Kolam renang',
    th: 'สระว่ายน้ำ',
    ar: 'مسبح',
  },
  breakfast: {
    en: 'Breakfast',
    ja: '朝食',
    ko: '조식',
    zh_Hans: '早餐',
    zh_Hant: '早餐',
    id: 'Sarapan',
    th: 'อาหารเช้า',
    ar: 'فطور',
  },
  restaurant: {
    en: 'Restaurant',
    ja: 'レストラン',
    ko: '레스토랑',
    zh_Hans: '餐厅',
    zh_Hant: '餐廳',
    id: 'Restoran',
    th: 'ร้านอาหาร',
    ar: 'مطعم',
  },
  fitness: {
    en: 'Gym',
    ja: 'ジム',
    ko: '피트니스',
    zh_Hans: '健身房',
    zh_Hant: '健身房',
    id: 'Pusat kebugaran',
    th: 'ฟิตเนส',
    ar: 'صالة رياضية',
  },
  spa: {
    en: 'Spa',
    ja: 'スパ',
    ko: '스파',
    zh_Hans: '水疗',
    zh_Hant: '水療',
    id: 'Spa',
    th: 'สปา',
    ar: 'سبا',
  },
  pets: {
    en: 'Pets allowed',
    ja: 'ペット可',
    ko: '반려동물 동반',
    zh_Hans: '可携带宠物',
    zh_Hant: '可攜帶寵物',
    id: 'Boleh bawa hewan',
    th: 'นำสัตว์เลี้ยงเข้าได้',
    ar: 'يسمح بالحيوانات الأليفة',
  },
  family: {
    en: 'Family friendly',
    ja: 'ファミリー向け',
    ko: '가족 친화',
    zh_Hans: '适合家庭',
    zh_Hant: '適合家庭',
    id: 'Ramah keluarga',
    th: 'เหมาะสำหรับครอบครัว',
    ar: 'مناسب للعائلات',
  },
  airport_shuttle: {
    en: 'Airport shuttle',
    ja: '空港送迎',
    ko: '공항 셔틀',
    zh_Hans: '机场接送',
    zh_Hant: '機場接送',
    id: 'Antar-jemput bandara',
    th: 'รถรับส่งสนามบิน',
    ar: 'نقل من المطار',
  },
  ocean_view: {
    en: 'Ocean view',
    ja: 'オーシャンビュー',
    ko: '오션뷰',
    zh_Hans: '海景',
    zh_Hant: '海景',
    id: 'Pemandangan laut',
    th: 'วิวทะเล',
    ar: 'إطلالة على البحر',
  },
  quiet: {
    en: 'Quiet',
    ja: '静か',
    ko: '조용한',
    zh_Hans: '安静',
    zh_Hant: '安靜',
    id: 'Tenang',
    th: 'เงียบสงบ',
    ar: 'هادئ',
  },
};

export const AMENITIES = Object.keys(AMENITY_NAMES) as Amenity[];

/** Search result orders; the spec's default is the lowest price first. */
export const AGENCY_ORDERS = [
  'price_low_to_high',
  'price_high_to_low',
  'rating',
  'recommended',
] as const;
export type AgencyOrder = (typeof AGENCY_ORDERS)[number];

const AREA_CODES: ReadonlySet<string> = new Set(AREAS.map((a) => a.code));
export const isAreaCode = (value: string): boolean => AREA_CODES.has(value);
