/**
 * The visitor as the flag service sees it: userID (the uniqueUserId cookie), userAgent,
 * customIDs.companyID and custom = the URL's query parameters, repeated ones comma-joined.
 */
export interface FlagUser {
  userID?: string;
  userAgent?: string;
  customIDs?: Record<string, string>;
  custom: Record<string, string>;
}

export function flagUser(input: {
  uniqueUserId?: string | null;
  userAgent?: string | null;
  companyId?: string | null;
  search: string;
}): FlagUser {
  const params = new URLSearchParams(input.search);
  const custom: Record<string, string> = {};
  for (const name of new Set(params.keys())) custom[name] = params.getAll(name).join(',');
  const user: FlagUser = { custom };
  if (input.uniqueUserId) user.userID = input.uniqueUserId;
  if (input.userAgent) user.userAgent = input.userAgent;
  if (input.companyId) user.customIDs = { companyID: input.companyId };
  return user;
}
