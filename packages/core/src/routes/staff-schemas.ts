import {
  staffActivitySchemas,
  staffAdminSchemas,
  staffClosureSchemas,
  staffJobsSchemas,
  staffKycSchemas,
  staffLobbySchemas,
  staffOriginalsSchemas,
  staffPaymentsSchemas,
  staffPlatformsSchemas,
  staffPlayersSchemas,
  staffPrivacySchemas,
  staffReportsSchemas,
  staffRgSchemas,
  staffSettingsReadSchemas,
  staffSettingsSaveSchemas,
  staffSupportSchemas,
  staffTeamSchemas,
  staffWalletSchemas,
  staffWithdrawSchemas,
} from '../contracts/admin-schemas.ts';
import { type DescribedGroups, type EndpointSchemas, type Route, schemaIndex, schemasIn } from './route.ts';
import type { PlainAnswers } from './schemas.ts';
import {
  staffActivityApi,
  staffAdminApi,
  staffClosureApi,
  staffJobsApi,
  staffKycApi,
  staffLobbyApi,
  staffOriginalsApi,
  staffPaymentsApi,
  staffPlatformsApi,
  staffPlayersApi,
  staffPrivacyApi,
  staffReportsApi,
  staffRgApi,
  staffSettingsReadApi,
  staffSettingsSaveApi,
  staffSupportApi,
  staffTeamApi,
  staffWalletApi,
  staffWithdrawApi,
} from './staff.ts';

/**
 * Every staff-API descriptor with its schemas (docs/ARCHITECTURE.md "Route descriptors"). The back office
 * imports this half of the schema index only (the player API's contracts stay out of its bundle) and
 * parses each answer with it; `routes/schemas.ts` adds it to the server's index.
 */
export const STAFF_GROUPS: DescribedGroups = [
  [staffAdminApi, staffAdminSchemas],
  [staffJobsApi, staffJobsSchemas],
  [staffKycApi, staffKycSchemas],
  [staffActivityApi, staffActivitySchemas],
  [staffClosureApi, staffClosureSchemas],
  [staffSettingsReadApi, staffSettingsReadSchemas],
  [staffSettingsSaveApi, staffSettingsSaveSchemas],
  [staffLobbyApi, staffLobbySchemas],
  [staffOriginalsApi, staffOriginalsSchemas],
  [staffPaymentsApi, staffPaymentsSchemas],
  [staffPlatformsApi, staffPlatformsSchemas],
  [staffPlayersApi, staffPlayersSchemas],
  [staffPrivacyApi, staffPrivacySchemas],
  [staffReportsApi, staffReportsSchemas],
  [staffRgApi, staffRgSchemas],
  [staffSupportApi, staffSupportSchemas],
  [staffTeamApi, staffTeamSchemas],
  [staffWalletApi, staffWalletSchemas],
  [staffWithdrawApi, staffWithdrawSchemas],
];

export const STAFF_ROUTE_SCHEMAS = schemaIndex(STAFF_GROUPS);

/** Every descriptor of the staff API. */
export const STAFF_ROUTES: readonly Route[] = STAFF_GROUPS.flatMap(([routes]) => Object.values(routes));

/** The schemas of a staff descriptor; throws for a route no staff group declares. */
export const staffSchemasOf = <S extends EndpointSchemas>(route: Route<S>): S =>
  schemasIn(STAFF_ROUTE_SCHEMAS, route);

/** Whether each staff answer is plain (checked with the player API's in `routes/schemas.ts`). */
export type StaffAnswersArePlain =
  | PlainAnswers<typeof staffAdminSchemas>
  | PlainAnswers<typeof staffJobsSchemas>
  | PlainAnswers<typeof staffActivitySchemas>
  | PlainAnswers<typeof staffClosureSchemas>
  | PlainAnswers<typeof staffSettingsReadSchemas>
  | PlainAnswers<typeof staffSettingsSaveSchemas>
  | PlainAnswers<typeof staffLobbySchemas>
  | PlainAnswers<typeof staffOriginalsSchemas>
  | PlainAnswers<typeof staffPaymentsSchemas>
  | PlainAnswers<typeof staffPlatformsSchemas>
  | PlainAnswers<typeof staffPlayersSchemas>
  | PlainAnswers<typeof staffPrivacySchemas>
  | PlainAnswers<typeof staffReportsSchemas>
  | PlainAnswers<typeof staffRgSchemas>
  | PlainAnswers<typeof staffSupportSchemas>
  | PlainAnswers<typeof staffTeamSchemas>
  | PlainAnswers<typeof staffWalletSchemas>
  | PlainAnswers<typeof staffWithdrawSchemas>;
