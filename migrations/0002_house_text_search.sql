-- Substring search on title, address and city ("searchQuery", admin search) through a trigram
-- FTS5 index instead of LIKE '%...%' scans of houses. External content: the text lives in
-- houses only; triggers keep the index in step. (drizzle-kit does not model virtual tables,
-- so this migration is hand-written; `wrangler d1 export` cannot export virtual tables.)
CREATE VIRTUAL TABLE `house_text_search` USING fts5(title, address, city, content='houses', content_rowid='id', tokenize='trigram');
--> statement-breakpoint
INSERT INTO `house_text_search`(rowid, title, address, city) SELECT id, title, address, city FROM houses;
--> statement-breakpoint
CREATE TRIGGER `houses_text_search_insert` AFTER INSERT ON `houses` BEGIN
  INSERT INTO house_text_search(rowid, title, address, city) VALUES (new.id, new.title, new.address, new.city);
END;
--> statement-breakpoint
CREATE TRIGGER `houses_text_search_delete` AFTER DELETE ON `houses` BEGIN
  INSERT INTO house_text_search(house_text_search, rowid, title, address, city) VALUES ('delete', old.id, old.title, old.address, old.city);
END;
--> statement-breakpoint
CREATE TRIGGER `houses_text_search_update` AFTER UPDATE OF title, address, city ON `houses` BEGIN
  INSERT INTO house_text_search(house_text_search, rowid, title, address, city) VALUES ('delete', old.id, old.title, old.address, old.city);
  INSERT INTO house_text_search(rowid, title, address, city) VALUES (new.id, new.title, new.address, new.city);
END;
