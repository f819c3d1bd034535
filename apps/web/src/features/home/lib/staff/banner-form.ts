import { isStaffLink } from '@shop/shared';

/** Create Banner's fields as typed. */
export interface BannerFormValues {
  title: string;
  subtitle: string;
  link: string;
  position: string;
}

export const EMPTY_BANNER_FORM: BannerFormValues = {
  title: '',
  subtitle: '',
  link: '/products',
  position: '0',
};

/** Which fields are wrong: a title, a link inside the shop or an https address, a picture, a place. */
export interface BannerFormErrors {
  title: boolean;
  link: boolean;
  image: boolean;
  position: boolean;
}

/**
 * The fields bannerWriteSchema would reject. The link rule is the server's (isStaffLink): a path
 * inside the shop or an https address without credentials, so that a banner never sends shoppers to a
 * page that poses as the shop.
 */
export function bannerFormErrors(values: BannerFormValues, hasNewImage: boolean): BannerFormErrors {
  const pos = Number(values.position);
  return {
    title: !values.title.trim(),
    link: !isStaffLink(values.link.trim()),
    image: !hasNewImage,
    position: !Number.isInteger(pos) || pos < 0 || pos > 1000,
  };
}

/** "/products?category=SALE%20OFF" as staff typed it: "/products?category=SALE OFF". */
export function readableLink(link: string): string {
  try {
    return decodeURI(link);
  } catch {
    return link;
  }
}
