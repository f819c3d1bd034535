import { type Banner, bannerWriteSchema, isUuid } from '@shop/shared';
import type { Db } from '../../db/client.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { CatalogInvalidation } from '../../lib/catalog-cache.js';
import { type ImageStore, imageUrls } from '../../lib/images.js';
import type { MultipartForm } from '../../lib/multipart.js';
import { parseOrThrow } from '../../lib/parse.js';
import { BannersRepository } from './banners.repository.js';

/** Home-page banners: an image, a title, a subtitle, a link inside the shop and an order. */
export class BannersService {
  private readonly repo: BannersRepository;

  constructor(
    db: Db,
    private readonly images: ImageStore,
    private readonly cache: CatalogInvalidation,
  ) {
    this.repo = new BannersRepository(db);
  }

  async list(): Promise<Banner[]> {
    const rows = await this.repo.list();
    return rows.map((b) => ({
      id: b.id,
      title: b.title,
      subtitle: b.subtitle,
      link: b.link,
      position: b.position,
      image: imageUrls(b.imageKey, b.imageWidth, b.imageHeight),
    }));
  }

  async create(form: MultipartForm): Promise<Banner> {
    const data = parseOrThrow(bannerWriteSchema, form.data);
    if (form.files.length !== 1) throw new AppError('VALIDATION_ERROR', 'Choose one picture for the banner.');
    const image = await this.images.save(form.files[0]!);
    try {
      const row = await this.repo.insert({
        ...data,
        imageKey: image.key,
        imageWidth: image.width,
        imageHeight: image.height,
      });
      this.cache.invalidate();
      return { ...data, id: row.id, image: imageUrls(image.key, image.width, image.height) };
    } catch (err) {
      await this.images.remove(image);
      throw err;
    }
  }

  async remove(id: string): Promise<void> {
    if (!isUuid(id)) throw notFound('Banner');
    const row = await this.repo.delete(id);
    if (!row) throw notFound('Banner');
    this.cache.invalidate();
    await this.images.remove({ key: row.imageKey, width: row.imageWidth });
  }
}
