-- Corporate administration (issue 17): a role change is a corporate_role_changes row the decision
-- engine inserts in its commit (areaRow); this trigger applies it in the same statement. The company's
-- workgroups are locked first, so two administrators' changes take turns: the roles are set only if
-- they are still what the administrator saw, the company keeps an administrator, and a user who is no
-- longer an approver leaves the company's groups unless a live rule would then need more of a group
-- than it has. A refusal is SQLSTATE EMN01 with its message code, as the engine's guards raise.
INSERT INTO "commit_tables" ("table_name", "transition_columns", "counter_columns")
VALUES ('corporate_role_changes', NULL, NULL);--> statement-breakpoint
CREATE FUNCTION "corporate_role_change_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM 1 FROM workgroups WHERE customer_id = NEW.company_id ORDER BY id FOR UPDATE;
	UPDATE workgroups SET roles = NEW.roles_after
	WHERE customer_id = NEW.company_id AND user_id = NEW.user_id
		AND roles @> NEW.roles_before AND roles <@ NEW.roles_before;
	IF NOT FOUND THEN
		RAISE EXCEPTION USING ERRCODE = 'EMN01', MESSAGE = 'corporateAdmin.rolesChangedMeanwhile';
	END IF;
	IF NOT EXISTS (SELECT 1 FROM workgroups WHERE customer_id = NEW.company_id AND 'admin' = ANY (roles)) THEN
		RAISE EXCEPTION USING ERRCODE = 'EMN01', MESSAGE = 'corporateAdmin.lastAdmin';
	END IF;
	IF NOT ('approver' = ANY (NEW.roles_after)) THEN
		DELETE FROM approval_group_members m USING approval_groups g
		WHERE m.group_id = g.id AND g.company_id = NEW.company_id AND m.user_id = NEW.user_id;
		IF EXISTS (
			SELECT 1 FROM approval_rules r
			JOIN approval_rule_needs n ON n.version_id = r.current_version_id
			WHERE r.company_id = NEW.company_id AND r.retired_at IS NULL
				AND n.count > (SELECT count(*) FROM approval_group_members m WHERE m.group_id = n.group_id)
		) THEN
			RAISE EXCEPTION USING ERRCODE = 'EMN01', MESSAGE = 'corporateAdmin.groupTooSmall';
		END IF;
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "corporate_role_change_apply" AFTER INSERT ON "corporate_role_changes"
FOR EACH ROW EXECUTE FUNCTION "corporate_role_change_apply"();
