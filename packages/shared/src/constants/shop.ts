/**
 * The shop's contact and business-registration details (docs/requirements/README.md) shown in the footer and on /legal.
 * One place to change them.
 */
export const SHOP = {
  name: 'Lumière Saigon',
  phone: '+84 28 3822 6868',
  hotline: '1900 6868',
  email: 'hello@lumieresaigon.vn',
  address: '42 Đồng Khởi, Phường Sài Gòn, Thành phố Hồ Chí Minh, Việt Nam',
  business: {
    name: 'CÔNG TY TNHH THỜI TRANG LUMIÈRE SÀI GÒN',
    registrationNumber: '0318 456 789',
    issueDate: '2024-03-15',
    issuedBy: 'Sở Kế hoạch và Đầu tư TP. Hồ Chí Minh',
    taxNumber: '0318456789',
  },
  social: {
    instagram: 'https://www.instagram.com/lumieresaigon',
    tiktok: 'https://www.tiktok.com/@lumieresaigon',
    threads: 'https://www.threads.net/@lumieresaigon',
  },
} as const;
