import * as v from 'valibot';

/** One entry of `GET /TenantSettings/GetMenuTree`; `roles` empty means everyone. */
export interface MenuItem {
  title: string;
  path: string;
  icon: string;
  info?: string;
  caption?: string;
  disabled: boolean;
  roles: string[];
  children: MenuItem[];
}

export const MenuItemSchema: v.GenericSchema<MenuItem> = v.object({
  title: v.string(),
  path: v.string(),
  icon: v.string(),
  info: v.optional(v.string()),
  caption: v.optional(v.string()),
  disabled: v.boolean(),
  roles: v.array(v.string()),
  children: v.array(v.lazy(() => MenuItemSchema)),
});

/** The tree; with `?updateTime=` equal to the server's, `isChanged` is false and `children` empty. */
export const MenuTreeSchema = v.object({
  children: v.array(MenuItemSchema),
  updateTime: v.string(),
  isChanged: v.boolean(),
});
export type MenuTree = v.InferOutput<typeof MenuTreeSchema>;
