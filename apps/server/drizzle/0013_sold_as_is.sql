-- Issue #28 (DECISIONS §11): a DEFECTIVE piece is sold as is; its order line keeps that, so the
-- order and its mails say so even after the product's label changes.
ALTER TABLE "order_items" ADD COLUMN "sold_as_is" boolean DEFAULT false NOT NULL;