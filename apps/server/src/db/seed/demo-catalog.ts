import type {
  Availability,
  Category,
  CouponConditionType,
  CouponDiscountType,
  Size,
  UserType,
} from '@shop/shared';
import type { Backdrop, Look } from '../../demo/product-art.js';

/**
 * The demo catalogue `npm start` loads into an empty database (docs/decisions/0047) — four
 * collections, about forty products over every category with per-size stock, sale prices and every
 * availability label, three banners and coupons of every condition type.
 * Money is integer dong.
 */

export type CollectionKey = 'garden-reverie' | 'swan-asleep' | 'old-vintage' | 'mid-summer-party';

export interface DemoCollection {
  key: CollectionKey;
  name: string;
  description: string;
  /** the themed category its pieces are filed under */
  category: Category;
  backdrop: Backdrop;
  /** days before the seed the collection was launched */
  daysAgo: number;
}

export interface DemoProduct {
  name: string;
  description: string;
  category: Category;
  collection?: CollectionKey;
  price: number;
  /** 0 or absent: no sale price */
  discountPrice?: number;
  /** AVAILABLE when absent */
  availability?: Availability;
  /** the sizes it is made in, with the stock of each (0: that size is gone) */
  stock: Partial<Record<Size, number>>;
  featured?: boolean;
  /** false: a draft staff can see and shoppers cannot */
  visible?: boolean;
  soldCount: number;
  /** days before the seed it was added, for the "newest" sort */
  daysAgo: number;
  look: Look;
}

export interface DemoBanner {
  title: string;
  subtitle: string;
  /** a path in the shop, or a collection whose page the banner opens */
  link: string | { collection: CollectionKey };
  backdrop: Backdrop;
  /** the products whose garments hang on the banner's rail */
  rail: string[];
}

export const DEMO_COLLECTIONS: DemoCollection[] = [
  {
    key: 'garden-reverie',
    name: 'Garden Reverie',
    description:
      'Những bông hoa nhỏ, vải cotton và voan mỏng nhẹ như một buổi sáng trong vườn Đà Lạt. Bảng màu hồng phấn, xanh lá non và trắng kem cho những ngày muốn thật dịu dàng.',
    category: 'Garden Reverie Collection',
    backdrop: 'sage',
    daysAgo: 34,
  },
  {
    key: 'swan-asleep',
    name: 'Swan Asleep',
    description:
      'Đồ ngủ và đồ mặc nhà bằng lụa, satin và cotton mềm, màu trắng ngà và xanh sương. Những đường ren, nơ nhỏ và viền piping tinh tế cho giấc ngủ thật êm.',
    category: 'Swan Asleep Collection',
    backdrop: 'dusty-blue',
    daysAgo: 58,
  },
  {
    key: 'old-vintage',
    name: 'Old Vintage',
    description:
      'Cảm hứng từ tủ đồ của mẹ những năm 60 – 90: cổ sen, cổ bèo, kẻ caro và những gam màu mận chín, be sữa. Cắt may hiện đại, vừa vặn cho hôm nay.',
    category: 'Old Vintage Collection',
    backdrop: 'champagne',
    daysAgo: 76,
  },
  {
    key: 'mid-summer-party',
    name: 'Mid Summer Party',
    description:
      'Những chiếc đầm xòe, lụa óng và chấm bi cho tiệc tối giữa hè. Nhẹ, mát và đủ lộng lẫy cho mọi buổi hẹn.',
    category: 'Mid Summer Party',
    backdrop: 'blush',
    daysAgo: 12,
  },
];

/** sizes of a fitted piece: S–L in stock, XS and XL thinner */
const fitted = (xs: number, s: number, m: number, l: number, xl?: number): Partial<Record<Size, number>> => ({
  XS: xs,
  S: s,
  M: m,
  L: l,
  ...(xl === undefined ? {} : { XL: xl }),
});
/** sizes of a free-size piece */
const free = (under55: number, under58: number): Partial<Record<Size, number>> => ({
  'FREESIZE < 55KG': under55,
  'FREESIZE < 58KG': under58,
});
const none = (sizes: Size[]): Partial<Record<Size, number>> => Object.fromEntries(sizes.map((s) => [s, 0]));

export const DEMO_PRODUCTS: DemoProduct[] = [
  // ---- Stylish blouse
  {
    name: 'Áo sơ mi lụa Camellia',
    description:
      'Áo sơ mi lụa satin mềm rủ, bề mặt bóng nhẹ, lên da mát và không bí. Form suông vừa, cổ sen tròn và hàng cúc bọc cùng màu, dễ phối với chân váy hay quần tây. Giặt tay nước lạnh, phơi trong bóng râm, là ở nhiệt độ thấp.',
    category: 'Stylish blouse',
    price: 690_000,
    stock: fitted(3, 12, 15, 8, 2),
    featured: true,
    soldCount: 312,
    daysAgo: 41,
    look: {
      garment: 'blouse',
      colour: '#f3ebdf',
      fabric: 'satin',
      backdrop: 'blush',
      accent: '#fbf6ee',
      variant: '#e5c3c1',
      collar: 'peter-pan',
    },
  },
  {
    name: 'Áo sơ mi cổ sen Daisy',
    description:
      'Cotton poplin in hoa cúc nhỏ, dày dặn vừa phải nên không lộ. Cổ sen viền trắng, tay dài bo măng sét, dáng hơi ôm eo. Giặt máy chế độ nhẹ, lộn trái trước khi giặt.',
    category: 'Stylish blouse',
    price: 520_000,
    stock: fitted(2, 9, 11, 6),
    soldCount: 188,
    daysAgo: 63,
    look: {
      garment: 'blouse',
      colour: '#d9a9ad',
      fabric: 'floral',
      backdrop: 'ivory',
      accent: '#fbf3ea',
      collar: 'peter-pan',
    },
  },
  {
    name: 'Áo sơ mi tay phồng Rosé',
    description:
      'Tay phồng nhẹ, bo chun ở cổ tay, chấm bi trắng trên nền hồng rosé. Vải lụa cát Hàn mềm, ít nhăn, thấm hút tốt. Phù hợp đi làm lẫn đi chơi cuối tuần; giặt tay, không vắt mạnh.',
    category: 'Stylish blouse',
    price: 590_000,
    discountPrice: 472_000,
    stock: fitted(0, 6, 9, 4, 0),
    soldCount: 143,
    daysAgo: 27,
    look: { garment: 'blouse', colour: '#c98f98', fabric: 'dots', backdrop: 'plum', accent: '#fbeff0' },
  },
  {
    name: 'Áo blouse voan Sương Mai',
    description:
      'Voan hai lớp màu xanh lá non, rủ nhẹ và trong trẻo. Cổ bèo nhỏ, tay dài, dáng suông thả. Nên giặt tay với nước lạnh và treo móc cho phẳng.',
    category: 'Stylish blouse',
    price: 550_000,
    stock: fitted(2, 5, 5, 3),
    visible: false,
    soldCount: 0,
    daysAgo: 2,
    look: { garment: 'blouse', colour: '#b8c7a8', fabric: 'plain', backdrop: 'sage', collar: 'ruffle' },
  },
  {
    name: 'Áo sơ mi kẻ sọc Linen Breeze',
    description:
      'Linen pha cotton kẻ sọc xanh trắng, thoáng mát cho ngày nắng Sài Gòn. Dáng suông, vạt bầu, có thể sơ vin hoặc buộc vạt. Linen sẽ mềm dần sau mỗi lần giặt; là hơi ở nhiệt độ vừa.',
    category: 'Stylish blouse',
    price: 480_000,
    stock: fitted(4, 10, 12, 9, 3),
    soldCount: 221,
    daysAgo: 88,
    look: {
      garment: 'blouse',
      colour: '#f4f1ea',
      fabric: 'stripes',
      backdrop: 'dusty-blue',
      accent: '#8ea6c2',
      variant: '#f0e2c8',
    },
  },
  // ---- Camisole
  {
    name: 'Áo hai dây ren Lily',
    description:
      'Áo hai dây cotton lụa viền ren Pháp ở ngực và gấu, dây mảnh điều chỉnh được. Mặc riêng ngày hè hoặc lót trong blazer, cardigan đều xinh. Giặt tay, phơi phẳng để ren giữ dáng.',
    category: 'Camisole',
    price: 350_000,
    stock: free(14, 9),
    soldCount: 276,
    daysAgo: 52,
    look: {
      garment: 'camisole',
      colour: '#f6f1e8',
      fabric: 'plain',
      backdrop: 'ivory',
      accent: '#fffaf2',
      variant: '#1f1b1d',
    },
  },
  {
    name: 'Áo hai dây lụa Champagne',
    description:
      'Lụa satin màu champagne ánh nhẹ dưới đèn, cổ chữ V mềm và dây mảnh. Cắt xéo canh vải nên ôm nhẹ theo dáng mà không bó. Giặt tay nước lạnh với xà phòng trung tính.',
    category: 'Camisole',
    price: 390_000,
    discountPrice: 312_000,
    stock: free(6, 0),
    soldCount: 164,
    daysAgo: 70,
    look: {
      garment: 'camisole',
      colour: '#e8d3b1',
      fabric: 'satin',
      backdrop: 'champagne',
      accent: '#f6ead6',
    },
  },
  {
    name: 'Áo hai dây hoa nhí Mây',
    description:
      'Hoa nhí xanh trên nền trắng, chất đũi cotton mát và nhẹ. Nơ nhỏ giữa ngực, gấu viền ren. Mặc cùng chân váy jean hay quần short đều hợp; giặt máy túi lưới.',
    category: 'Camisole',
    price: 320_000,
    stock: free(8, 5),
    soldCount: 97,
    daysAgo: 19,
    look: {
      garment: 'camisole',
      colour: '#f7f4ee',
      fabric: 'floral',
      backdrop: 'dusty-blue',
      accent: '#8fa9c7',
    },
  },
  {
    name: 'Camisole Velvet Night',
    description:
      'Nhung lụa màu mận chín, mềm và có độ rủ sang trọng cho những buổi tối se lạnh. Đợt hàng mới đang trên đường về, dự kiến có trong hai tuần. Giặt khô hoặc giặt tay thật nhẹ.',
    category: 'Camisole',
    price: 420_000,
    availability: 'ARRIVING SOON',
    stock: none(['FREESIZE < 55KG', 'FREESIZE < 58KG']),
    soldCount: 0,
    daysAgo: 1,
    look: { garment: 'camisole', colour: '#6e4458', fabric: 'satin', backdrop: 'plum', accent: '#c9a3b5' },
  },
  // ---- Sweater
  {
    name: 'Áo len cổ tròn Cotton Candy',
    description:
      'Len cotton pha sợi tơ tằm, mềm, không ngứa, màu hồng kẹo bông. Cổ tròn và gấu bo gân, dáng hơi rộng. Giặt tay nước lạnh, phơi nằm ngang để không giãn.',
    category: 'Sweater',
    price: 650_000,
    stock: free(10, 7),
    soldCount: 158,
    daysAgo: 36,
    look: { garment: 'sweater', colour: '#ecc6c8', fabric: 'knit', backdrop: 'blush', variant: '#c9d6e3' },
  },
  {
    name: 'Cardigan len mỏng Bơ Sữa',
    description:
      'Cardigan dệt kim mỏng màu bơ sữa, cúc ngọc trai, khoác nhẹ trong phòng máy lạnh hay những sáng Đà Lạt. Len acrylic pha wool ít xù. Giặt tay, không vắt, phơi nằm.',
    category: 'Sweater',
    price: 720_000,
    stock: fitted(0, 5, 8, 6),
    soldCount: 204,
    daysAgo: 47,
    look: { garment: 'cardigan', colour: '#f0e0b0', fabric: 'knit', backdrop: 'champagne' },
  },
  {
    name: 'Áo len dệt kim Cable Mist',
    description:
      'Áo len vặn thừng màu xanh sương, sợi wool pha dày dặn và ấm. Hàng đặt trước, giao sau 10 – 14 ngày kể từ ngày đặt. Giặt tay hoặc giặt khô.',
    category: 'Sweater',
    price: 790_000,
    availability: 'PRE-ORDER',
    stock: free(20, 20),
    soldCount: 38,
    daysAgo: 6,
    look: { garment: 'sweater', colour: '#a9bccf', fabric: 'knit', backdrop: 'dusty-blue' },
  },
  {
    name: 'Áo len gân Sữa Dừa',
    description:
      'Len gân màu trắng sữa dừa, ôm nhẹ, cổ tròn nhỏ. Mẫu đã hết hàng ở mọi size; shop sẽ báo khi có đợt mới. Giặt tay nước lạnh.',
    category: 'Sweater',
    price: 590_000,
    availability: 'OUT OF STOCK',
    stock: none(['FREESIZE < 55KG', 'FREESIZE < 58KG']),
    soldCount: 231,
    daysAgo: 84,
    look: { garment: 'sweater', colour: '#f3eee4', fabric: 'knit', backdrop: 'ivory' },
  },
  // ---- Skirt
  {
    name: 'Chân váy xếp ly Tulip',
    description:
      'Chân váy midi xếp ly nhỏ, vải chiffon hai lớp có lót, bay nhẹ theo từng bước đi. Cạp chun sau, khóa kéo bên hông. Giặt tay, treo ngay sau khi giặt để ly giữ nếp.',
    category: 'Skirt',
    price: 560_000,
    stock: fitted(3, 10, 14, 7),
    soldCount: 240,
    daysAgo: 55,
    look: {
      garment: 'pleated-skirt',
      colour: '#e6b7bb',
      fabric: 'plain',
      backdrop: 'blush',
      variant: '#b9c6a8',
    },
  },
  {
    name: 'Chân váy chữ A Linen Sand',
    description:
      'Linen màu cát, dáng chữ A dài qua gối, có túi hai bên. Cạp cao tôn eo, dễ phối với áo hai dây hay sơ mi. Là hơi khi vải còn ẩm để phẳng đẹp.',
    category: 'Skirt',
    price: 490_000,
    discountPrice: 392_000,
    stock: fitted(1, 4, 6, 3),
    soldCount: 121,
    daysAgo: 74,
    look: { garment: 'skirt', colour: '#d8c3a0', fabric: 'plain', backdrop: 'champagne' },
  },
  {
    name: 'Chân váy hoa Bảo Lộc',
    description:
      'Hoa dại nhỏ trên nền xanh rêu nhạt, chất voan lụa có lót cotton. Dáng xòe nhẹ dài qua bắp chân, cạp chun thoải mái. Giặt tay, không dùng chất tẩy.',
    category: 'Skirt',
    price: 540_000,
    stock: fitted(2, 6, 7, 5),
    soldCount: 76,
    daysAgo: 22,
    look: { garment: 'skirt', colour: '#9fb08f', fabric: 'floral', backdrop: 'sage', accent: '#f6ead9' },
  },
  {
    name: 'Chân váy caro Picnic',
    description:
      'Chân váy caro hồng trắng dáng xòe. Lô này có lỗi nhỏ ở đường may gấu (đã kiểm tra, không ảnh hưởng khi mặc) nên shop bán giá ưu đãi và không áp dụng đổi trả. Giặt máy chế độ nhẹ.',
    category: 'Skirt',
    price: 460_000,
    discountPrice: 230_000,
    availability: 'DEFECTIVE',
    stock: fitted(0, 2, 3, 1),
    soldCount: 44,
    daysAgo: 31,
    look: { garment: 'skirt', colour: '#f7eeee', fabric: 'gingham', backdrop: 'ivory', accent: '#d98f9a' },
  },
  // ---- Full set
  {
    name: 'Set áo croptop & chân váy Mimosa',
    description:
      'Set áo croptop tay phồng và chân váy xòe in hoa mimosa vàng. Cotton lụa mềm, áo có cúc cài trước, chân váy cạp chun. Mặc cả set hoặc tách riêng đều xinh; giặt tay.',
    category: 'Full set',
    price: 890_000,
    stock: fitted(1, 5, 6, 3),
    soldCount: 92,
    daysAgo: 15,
    look: { garment: 'set', colour: '#f5ecd2', fabric: 'floral', backdrop: 'champagne', accent: '#e8c25e' },
  },
  {
    name: 'Set linen Hội An',
    description:
      'Set áo sơ mi ngắn tay và chân váy midi bằng linen màu trà sữa, gợi nhớ phố cổ Hội An. Dáng thoải mái, thoáng mát, có túi chân váy. Linen mềm dần sau mỗi lần giặt; là hơi nhiệt độ vừa.',
    category: 'Full set',
    price: 950_000,
    stock: fitted(2, 7, 9, 6, 2),
    featured: true,
    soldCount: 167,
    daysAgo: 43,
    look: { garment: 'set', colour: '#cdb394', fabric: 'plain', backdrop: 'ivory', variant: '#a9b99a' },
  },
  {
    name: 'Set caro Saigon Sunday',
    description:
      'Áo cổ đức tay phồng và chân váy caro xanh navy cho một ngày Chủ nhật dạo phố. Cotton thô mềm, đứng form. Giặt máy túi lưới, lộn trái.',
    category: 'Full set',
    price: 920_000,
    discountPrice: 736_000,
    stock: fitted(0, 3, 4, 2),
    soldCount: 109,
    daysAgo: 66,
    look: { garment: 'set', colour: '#e9ecf2', fabric: 'gingham', backdrop: 'dusty-blue', accent: '#34405e' },
  },
  // ---- Sleepwear
  {
    name: 'Bộ pijama lụa Trăng Non',
    description:
      'Bộ pijama lụa satin màu trăng non, viền piping tương phản ở cổ, túi và gấu. Áo cổ bẻ, quần short cạp chun. Lụa mát, không tĩnh điện; giặt tay nước lạnh, phơi trong bóng râm.',
    category: 'Sleepwear',
    price: 850_000,
    stock: free(9, 6),
    featured: true,
    soldCount: 265,
    daysAgo: 39,
    look: {
      garment: 'pajamas',
      colour: '#efe3cf',
      fabric: 'satin',
      backdrop: 'champagne',
      accent: '#8a6a55',
      variant: '#c3b5d3',
    },
  },
  {
    name: 'Bộ ngủ cotton Mây Hồng',
    description:
      'Cotton 100% in hoa hồng nhỏ, thấm hút tốt cho đêm hè. Áo ngắn tay cài cúc, quần short, viền piping trắng. Giặt máy thoải mái, càng giặt càng mềm.',
    category: 'Sleepwear',
    price: 620_000,
    discountPrice: 496_000,
    stock: free(7, 4),
    soldCount: 181,
    daysAgo: 58,
    look: { garment: 'pajamas', colour: '#f2d9dc', fabric: 'floral', backdrop: 'blush', accent: '#fbf7f2' },
  },
  {
    name: 'Váy ngủ hai dây Sương',
    description:
      'Váy ngủ hai dây satin xanh sương, dài qua gối, viền ren mảnh ở ngực và gấu. Dây điều chỉnh được, xẻ nhẹ bên hông. Giặt tay với nước lạnh.',
    category: 'Sleepwear',
    price: 580_000,
    stock: free(5, 0),
    soldCount: 88,
    daysAgo: 25,
    look: { garment: 'slip', colour: '#b9c9d8', fabric: 'satin', backdrop: 'ivory', accent: '#f4f1ea' },
  },
  // ---- Cinnamon Girl
  {
    name: 'Cardigan Cinnamon Roll',
    description:
      'Cardigan len màu quế ấm, cổ V và cúc gỗ nhỏ. Sợi len pha alpaca mềm, giữ ấm nhẹ cho những ngày trời trở gió. Giặt tay, phơi nằm ngang.',
    category: 'Cinnamon Girl',
    price: 780_000,
    stock: fitted(0, 6, 7, 4),
    featured: true,
    soldCount: 198,
    daysAgo: 29,
    look: {
      garment: 'cardigan',
      colour: '#9a5b3c',
      fabric: 'knit',
      backdrop: 'champagne',
      variant: '#c9a27a',
    },
  },
  {
    name: 'Váy Cinnamon Tea Dress',
    description:
      'Tea dress hoa nhí trên nền nâu quế, tay phồng ngắn và thắt nơ eo. Vải lụa hàn mềm mát, có lót. Giặt tay, là ở nhiệt độ thấp.',
    category: 'Cinnamon Girl',
    price: 990_000,
    discountPrice: 790_000,
    stock: fitted(1, 4, 5, 2),
    soldCount: 117,
    daysAgo: 49,
    look: { garment: 'dress', colour: '#b4603f', fabric: 'floral', backdrop: 'blush', accent: '#f4dcc4' },
  },
  {
    name: 'Áo sơ mi Quế Nâu',
    description:
      'Áo sơ mi màu quế nâu, vải cotton lạnh đứng form, cổ đức nhọn. Mẫu đã bán hết trong đợt mở bán đầu tiên. Giặt máy chế độ nhẹ.',
    category: 'Cinnamon Girl',
    price: 560_000,
    availability: 'SOLD OUT',
    stock: none(['S', 'M', 'L']),
    soldCount: 150,
    daysAgo: 80,
    look: { garment: 'blouse', colour: '#8a5a40', fabric: 'plain', backdrop: 'ivory', collar: 'pointed' },
  },
  // ---- Mid Summer Party
  {
    name: 'Đầm Midsummer Peony',
    description:
      'Đầm xòe màu hoa mẫu đơn, cổ vuông, tay phồng và nơ lụa ở eo. Vải tafta mềm có lót, tôn dáng và đứng form. Giặt khô hoặc giặt tay thật nhẹ.',
    category: 'Mid Summer Party',
    collection: 'mid-summer-party',
    price: 1_290_000,
    stock: fitted(1, 4, 5, 3),
    featured: true,
    soldCount: 96,
    daysAgo: 11,
    look: {
      garment: 'dress',
      colour: '#e2a2ad',
      fabric: 'satin',
      backdrop: 'blush',
      accent: '#f7e3e6',
      variant: '#a9bccf',
    },
  },
  {
    name: 'Đầm lụa Firefly',
    description:
      'Đầm lụa satin màu champagne, dáng xòe dài, ánh lấp lánh như đom đóm đêm hè. Hàng đặt trước, may theo đợt và giao sau 7 – 10 ngày. Giặt khô.',
    category: 'Mid Summer Party',
    collection: 'mid-summer-party',
    price: 1_450_000,
    availability: 'PRE-ORDER',
    stock: fitted(5, 10, 10, 5),
    soldCount: 24,
    daysAgo: 4,
    look: { garment: 'dress', colour: '#e6d2b0', fabric: 'satin', backdrop: 'champagne', accent: '#f6ead6' },
  },
  {
    name: 'Đầm xòe chấm bi Lemonade',
    description:
      'Đầm chấm bi trắng trên nền vàng chanh nhạt, cổ vuông, thân ôm và chân xòe. Cotton lụa thoáng mát cho tiệc ngoài trời. Giặt tay, phơi trong bóng râm.',
    category: 'Mid Summer Party',
    collection: 'mid-summer-party',
    price: 1_090_000,
    stock: fitted(2, 5, 6, 4),
    soldCount: 71,
    daysAgo: 9,
    look: { garment: 'dress', colour: '#f0dfa0', fabric: 'dots', backdrop: 'sage', accent: '#fffaf0' },
  },
  // ---- Garden Reverie Collection
  {
    name: 'Đầm hoa Garden Reverie',
    description:
      'Chiếc đầm mở đầu bộ sưu tập: hoa trắng nhỏ trên nền xanh lá non, tay phồng, thắt nơ eo. Voan lụa hai lớp, bay nhẹ và không lộ. Giặt tay nước lạnh.',
    category: 'Garden Reverie Collection',
    collection: 'garden-reverie',
    price: 1_190_000,
    stock: fitted(2, 6, 8, 4),
    featured: true,
    soldCount: 142,
    daysAgo: 33,
    look: {
      garment: 'dress',
      colour: '#a9b99a',
      fabric: 'floral',
      backdrop: 'sage',
      accent: '#fbf6ec',
      variant: '#e8c4c0',
    },
  },
  {
    name: 'Áo sơ mi Rose Arbour',
    description:
      'Áo sơ mi cổ sen in hoa hồng leo, tay dài bồng nhẹ. Cotton batiste mỏng, mềm như lụa. Giặt tay hoặc giặt máy túi lưới.',
    category: 'Garden Reverie Collection',
    collection: 'garden-reverie',
    price: 690_000,
    stock: fitted(1, 5, 7, 3),
    soldCount: 83,
    daysAgo: 33,
    look: {
      garment: 'blouse',
      colour: '#f6ecea',
      fabric: 'floral',
      backdrop: 'blush',
      accent: '#d88c98',
      collar: 'peter-pan',
    },
  },
  {
    name: 'Chân váy Wildflower',
    description:
      'Chân váy midi xếp ly in hoa dại, gam hồng và xanh lá. Cạp cao, khóa kéo sau. Treo ngay sau khi giặt để giữ nếp ly.',
    category: 'Garden Reverie Collection',
    collection: 'garden-reverie',
    price: 620_000,
    stock: fitted(0, 4, 6, 2),
    soldCount: 64,
    daysAgo: 32,
    look: {
      garment: 'pleated-skirt',
      colour: '#eef0e4',
      fabric: 'floral',
      backdrop: 'sage',
      accent: '#d99aa4',
    },
  },
  // ---- Old Vintage Collection
  {
    name: 'Đầm cổ sen Vintage 1960',
    description:
      'Đầm màu mận chín, cổ sen trắng, hàng cúc ngọc trước ngực và chân váy xòe. Vải cotton lạnh đứng form. Giặt tay, là mặt trái.',
    category: 'Old Vintage Collection',
    collection: 'old-vintage',
    price: 1_150_000,
    stock: fitted(1, 3, 4, 2),
    soldCount: 57,
    daysAgo: 75,
    look: { garment: 'dress', colour: '#7b5468', fabric: 'plain', backdrop: 'plum', accent: '#f4ece0' },
  },
  {
    name: 'Áo sơ mi cổ bèo Old Saigon',
    description:
      'Áo sơ mi cổ bèo màu be sữa, gợi nhớ những tấm ảnh Sài Gòn xưa. Voan lụa mềm, tay dài có măng sét. Giặt tay nước lạnh.',
    category: 'Old Vintage Collection',
    collection: 'old-vintage',
    price: 650_000,
    stock: fitted(2, 6, 8, 5, 1),
    featured: true,
    soldCount: 176,
    daysAgo: 76,
    look: {
      garment: 'blouse',
      colour: '#eadcc4',
      fabric: 'lace',
      backdrop: 'champagne',
      variant: '#d3c6dc',
      collar: 'ruffle',
    },
  },
  {
    name: 'Chân váy xếp ly Gingham Memoir',
    description:
      'Chân váy xếp ly caro nâu kem, dài qua gối, cạp cao có đai. Đang chờ chụp ảnh lookbook nên chưa mở bán. Giặt tay, treo giữ nếp.',
    category: 'Old Vintage Collection',
    collection: 'old-vintage',
    price: 590_000,
    stock: fitted(2, 4, 4, 2),
    visible: false,
    soldCount: 0,
    daysAgo: 3,
    look: {
      garment: 'pleated-skirt',
      colour: '#efe6d6',
      fabric: 'gingham',
      backdrop: 'champagne',
      accent: '#8a6a55',
    },
  },
  // ---- Swan Asleep Collection
  {
    name: 'Váy ngủ lụa Swan Lake',
    description:
      'Váy ngủ lụa tơ tằm trắng ngà, dáng suông dài, viền ren Pháp và nơ satin nhỏ. Lụa tự nhiên mát lạnh và mềm trên da. Giặt tay nhẹ nhàng với nước lạnh, phơi trong bóng râm.',
    category: 'Swan Asleep Collection',
    collection: 'swan-asleep',
    price: 890_000,
    stock: free(6, 4),
    featured: true,
    soldCount: 134,
    daysAgo: 57,
    look: {
      garment: 'slip',
      colour: '#f4efe6',
      fabric: 'satin',
      backdrop: 'dusty-blue',
      accent: '#fffaf3',
      variant: '#c9d6e3',
    },
  },
  {
    name: 'Bộ pijama Swan Feather',
    description:
      'Pijama satin xanh sương, viền piping trắng, áo cổ bẻ và quần short. Mềm rủ, không nhăn, thích hợp mặc ở nhà lẫn làm quà tặng. Giặt tay.',
    category: 'Swan Asleep Collection',
    collection: 'swan-asleep',
    price: 920_000,
    stock: free(5, 3),
    soldCount: 102,
    daysAgo: 57,
    look: { garment: 'pajamas', colour: '#b9c9d8', fabric: 'satin', backdrop: 'ivory', accent: '#fbf8f2' },
  },
  {
    name: 'Áo hai dây Swan Ribbon',
    description:
      'Áo hai dây lụa trắng kem, nơ ruy băng giữa ngực, viền ren gấu. Mặc ngủ hay phối cùng cardigan ra phố đều hợp. Giặt tay.',
    category: 'Swan Asleep Collection',
    collection: 'swan-asleep',
    price: 450_000,
    stock: free(0, 4),
    soldCount: 69,
    daysAgo: 56,
    look: {
      garment: 'camisole',
      colour: '#f1ebe1',
      fabric: 'lace',
      backdrop: 'dusty-blue',
      accent: '#fffaf3',
    },
  },
  // ---- SALE OFF UP TO 70%
  {
    name: 'Áo sơ mi Last Summer',
    description:
      'Áo sơ mi cotton kẻ sọc vàng bơ của mùa hè trước, giảm 70% cho những size cuối. Dáng suông, cổ đức. Giặt máy thoải mái.',
    category: 'SALE OFF UP TO 70%',
    price: 590_000,
    discountPrice: 177_000,
    stock: fitted(0, 1, 2, 0),
    soldCount: 289,
    daysAgo: 86,
    look: {
      garment: 'blouse',
      colour: '#fbf5e6',
      fabric: 'stripes',
      backdrop: 'champagne',
      accent: '#e6c66e',
      collar: 'pointed',
    },
  },
  {
    name: 'Chân váy Autumn Leaf',
    description:
      'Chân váy chữ A màu lá thu, vải dạ mỏng có lót, giảm 50%. Cạp cao, khóa kéo sau. Giặt khô để giữ form.',
    category: 'SALE OFF UP TO 70%',
    price: 520_000,
    discountPrice: 260_000,
    stock: fitted(1, 2, 2, 1),
    soldCount: 133,
    daysAgo: 81,
    look: { garment: 'skirt', colour: '#b0744f', fabric: 'plain', backdrop: 'ivory' },
  },
  {
    name: 'Áo len Winter Whisper',
    description:
      'Áo len cổ tròn màu xám tro, len pha cashmere mềm, giảm 50% cuối mùa. Dáng rộng vừa. Giặt tay nước lạnh, phơi nằm.',
    category: 'SALE OFF UP TO 70%',
    price: 690_000,
    discountPrice: 345_000,
    stock: free(2, 1),
    soldCount: 97,
    daysAgo: 78,
    look: { garment: 'sweater', colour: '#b9b3b0', fabric: 'knit', backdrop: 'dusty-blue' },
  },
];

export const DEMO_BANNERS: DemoBanner[] = [
  {
    title: 'Garden Reverie',
    subtitle: 'Bộ sưu tập hoa mới — dịu dàng như một buổi sáng trong vườn',
    link: { collection: 'garden-reverie' },
    backdrop: 'sage',
    rail: ['Áo sơ mi Rose Arbour', 'Đầm hoa Garden Reverie', 'Chân váy Wildflower', 'Áo hai dây hoa nhí Mây'],
  },
  {
    title: 'Swan Asleep — Sleepwear',
    subtitle: 'Lụa mềm và ren mảnh cho những đêm thật êm',
    link: '/products?category=Sleepwear',
    backdrop: 'dusty-blue',
    rail: [
      'Bộ pijama lụa Trăng Non',
      'Váy ngủ lụa Swan Lake',
      'Bộ pijama Swan Feather',
      'Áo hai dây Swan Ribbon',
    ],
  },
  {
    title: 'SALE OFF UP TO 70%',
    subtitle: 'Ưu đãi cuối mùa cho những thiết kế được yêu thích',
    link: `/products?category=${encodeURIComponent('SALE OFF UP TO 70%')}`,
    backdrop: 'champagne',
    rail: ['Áo sơ mi Last Summer', 'Chân váy Autumn Leaf', 'Áo len Winter Whisper', 'Set caro Saigon Sunday'],
  },
];

/* ------------------------------------------------------------------------------------------------
 * Coupons: one for each condition type, a plain one, and an expired one.
 * SPECIFIC_PRODUCTS names demo products; the seed maps the names to the ids it inserted.
 * ---------------------------------------------------------------------------------------------- */

export type DemoCouponCondition =
  | { type: Extract<CouponConditionType, 'MINIMUM_ITEMS' | 'MINIMUM_AMOUNT'>; value: number }
  | { type: Extract<CouponConditionType, 'SPECIFIC_PRODUCTS'>; value: string[] }
  | { type: Extract<CouponConditionType, 'USER_TYPE'>; value: UserType };

export interface DemoCoupon {
  code: string;
  name: string;
  discount: { type: CouponDiscountType; value: number; maxDiscount?: number };
  conditions: DemoCouponCondition[];
  expirationDate: Date;
  /** total redemptions allowed; unlimited when left out */
  usageLimit?: number;
  /** redemptions allowed per shopper; unlimited when left out */
  perUserLimit?: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS);

export const DEMO_COUPONS: DemoCoupon[] = [
  {
    code: 'HELLO50K',
    name: 'Giảm 50.000 ₫ cho mọi đơn hàng',
    discount: { type: 'FIXED_AMOUNT', value: 50_000 },
    conditions: [],
    expirationDate: inDays(120),
    usageLimit: 500,
    perUserLimit: 1,
  },
  {
    code: 'WELCOME10',
    name: 'Chào bạn mới — giảm 10%',
    discount: { type: 'PERCENTAGE', value: 10, maxDiscount: 100_000 },
    conditions: [{ type: 'MINIMUM_AMOUNT', value: 500_000 }],
    expirationDate: inDays(180),
  },
  {
    code: 'MIXMATCH3',
    name: 'Mua 3 món giảm 150.000 ₫',
    discount: { type: 'FIXED_AMOUNT', value: 150_000 },
    conditions: [{ type: 'MINIMUM_ITEMS', value: 3 }],
    expirationDate: inDays(90),
  },
  {
    code: 'SWANDREAM',
    name: 'Swan Asleep — giảm 15% đồ ngủ',
    discount: { type: 'PERCENTAGE', value: 15, maxDiscount: 200_000 },
    conditions: [
      {
        type: 'SPECIFIC_PRODUCTS',
        value: ['Váy ngủ lụa Swan Lake', 'Bộ pijama Swan Feather', 'Áo hai dây Swan Ribbon'],
      },
    ],
    expirationDate: inDays(60),
  },
  {
    code: 'VELVETVIP',
    name: 'Ưu đãi khách VIP — giảm 20%',
    discount: { type: 'PERCENTAGE', value: 20, maxDiscount: 300_000 },
    conditions: [
      { type: 'USER_TYPE', value: 'VIP' },
      { type: 'MINIMUM_AMOUNT', value: 1_000_000 },
    ],
    expirationDate: inDays(365),
  },
  {
    code: 'TET2025',
    name: 'Lì xì Tết (đã hết hạn)',
    discount: { type: 'FIXED_AMOUNT', value: 50_000 },
    conditions: [{ type: 'MINIMUM_ITEMS', value: 1 }],
    expirationDate: new Date('2025-02-12T16:59:59Z'),
  },
];
