-- Corporate standing orders (issue 17): a new standing order is a decision product whose commit inserts
-- the standing_orders row (areaRow), so a corporate maker's order can wait for approvals and be written
-- by the approval's commit. Its moves (runs, pause, cancel) keep their own statements.
INSERT INTO "commit_tables" ("table_name", "transition_columns", "counter_columns")
VALUES ('standing_orders', NULL, NULL);
