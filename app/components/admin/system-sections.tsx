import type { SystemView } from "~/lib/admin/system-view";
import { AdminTable, LabelledCell } from "./admin-table";

function Facts({ rows }: { rows: [string, string][] }) {
  return (
    <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-medium text-muted">{term}</dt>
          <dd className="break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Which store runs, on which database, in which processes. */
export function SystemRunning({ view }: { view: SystemView }) {
  return (
    <section aria-labelledby="running-heading" className="card mt-6">
      <h2 id="running-heading" className="text-lg font-semibold">
        The store
      </h2>
      <Facts
        rows={[
          ["Version", view.version],
          ["Commit", view.commit],
          ["Database", view.database.kind],
          ["Migrations", view.database.migrations],
          ["Redis", view.redis.text],
        ]}
      />
      {view.database.behind ? (
        <p role="alert" className="mt-3 text-sm font-medium text-red-800">
          The database is behind this version: restart the store to migrate it.
        </p>
      ) : null}
      <AdminTable columns={["Process", "Version", "Up for", "Started", "Database announcements"]} stacked>
        {view.processes.map((process) => (
          <tr key={process.key} className="border-b border-line">
            <th scope="row" className="px-2 py-2 text-left align-top font-medium">
              {process.name}
            </th>
            <LabelledCell label="Version">{process.version}</LabelledCell>
            <LabelledCell label="Up for">{process.uptime}</LabelledCell>
            <LabelledCell label="Started">{process.started}</LabelledCell>
            <LabelledCell label="Database announcements">{process.hearing}</LabelledCell>
          </tr>
        ))}
      </AdminTable>
    </section>
  );
}

/** The last and next backup, and the last failure until a backup succeeds. */
export function SystemBackups({ view }: { view: SystemView }) {
  return (
    <section aria-labelledby="backups-heading" className="card mt-6">
      <h2 id="backups-heading" className="text-lg font-semibold">
        Backups
      </h2>
      {view.backups.failure ? (
        <p role="alert" className="mt-3 text-sm font-medium text-red-800">
          {view.backups.failure}
        </p>
      ) : null}
      <Facts rows={view.backups.facts} />
    </section>
  );
}

/** DATA_DIR's disk, and every setting in force (secrets hidden). */
export function SystemSettings({ view }: { view: SystemView }) {
  return (
    <>
      <section aria-labelledby="storage-heading" className="card mt-6">
        <h2 id="storage-heading" className="text-lg font-semibold">
          Storage
        </h2>
        <Facts
          rows={[
            ["DATA_DIR", view.dataDir.path],
            ["Its files", view.dataDir.used],
            ["Its disk", view.dataDir.free],
          ]}
        />
      </section>
      <section aria-labelledby="settings-heading" className="card mt-6">
        <h2 id="settings-heading" className="text-lg font-semibold">
          Settings in force
        </h2>
        <p className="mt-1 text-sm text-muted">Secrets only say whether they are set; addresses hide their passwords.</p>
        <AdminTable columns={["Setting", "Value", "From"]} stacked>
          {view.settings.map((setting) => (
            <tr key={setting.name} className="border-b border-line">
              <th scope="row" className="px-2 py-2 text-left align-top font-mono font-medium break-all">
                {setting.name}
              </th>
              <LabelledCell label="Value" className="break-all">
                {setting.value}
              </LabelledCell>
              <LabelledCell label="From">{setting.fromEnvironment ? "the environment" : "the default"}</LabelledCell>
            </tr>
          ))}
        </AdminTable>
      </section>
    </>
  );
}
