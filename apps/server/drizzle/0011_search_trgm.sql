-- Issue #28: word_similarity() lets the listing's database path find a product whose words are one
-- typo away from a searched word (modules/catalog/catalog.search.ts). pg_trgm is a trusted extension:
-- the database's owner may create it. No trigram index: the search's candidate filter is a function
-- of each row (a threshold per searched word), which an index cannot serve.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
