-- Decision 402: an admin's removal of a homeowner's answer stays on record for the admins after the
-- homeowner answers again; the homeowner's note of it ends then (decision 389), marked here.
ALTER TABLE `owner_answer_removals` ADD `answered_again_at` integer;