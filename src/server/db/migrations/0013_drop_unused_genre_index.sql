-- No query reads band_names by genre alone (the admin groups a date range by genre, through
-- band_names_created_idx), and every generated name paid for this index on insert.
DROP INDEX "band_names_genre_idx";
