-- Trigram indexes make the "contains" searches of the lists (ILIKE '%text%') use an index instead of
-- reading every order. Debian's PostgreSQL ships pg_trgm in its contrib; PGlite loads it as an extension.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
