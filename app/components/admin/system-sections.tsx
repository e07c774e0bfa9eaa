import type { SystemView } from "~/lib/admin/system-view";
import type { ReactNode } from "react";
import { AdminTable, LabelledCell, RowHeader } from "./admin-table";

/** One part of the system page: a card whose heading names it (its region's name). */
export function SystemCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="card mt-6">
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Warning({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="mt-3 text-sm font-medium text-red-800">
      {children}
    </p>
  );
}

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
    <SystemCard id="running" title="The store">
      <Facts
        rows={[
          ["Version", view.version],
          ["Commit", view.commit],
          ["Database", view.database.kind],
          ["Migrations", view.database.migrations],
          ["Redis", view.redis.text],
        ]}
      />
      {view.database.behind ? <Warning>The database is behind this version: restart the store to migrate it.</Warning> : null}
      <AdminTable columns={["Process", "Version", "Up for", "Started", "Database announcements"]} stacked>
        {view.processes.map((process) => (
          <tr key={process.key} className="border-b border-line">
            <RowHeader>{process.name}</RowHeader>
            <LabelledCell label="Version">{process.version}</LabelledCell>
            <LabelledCell label="Up for">{process.uptime}</LabelledCell>
            <LabelledCell label="Started">{process.started}</LabelledCell>
            <LabelledCell label="Database announcements">{process.hearing}</LabelledCell>
          </tr>
        ))}
      </AdminTable>
    </SystemCard>
  );
}

/** The last and next backup, and the last failure until a backup succeeds. */
export function SystemBackups({ view }: { view: SystemView }) {
  return (
    <SystemCard id="backups" title="Backups">
      {view.backups.failure ? <Warning>{view.backups.failure}</Warning> : null}
      <Facts rows={view.backups.facts} />
    </SystemCard>
  );
}

/** DATA_DIR's disk, and every setting in force (secrets hidden). */
export function SystemSettings({ view }: { view: SystemView }) {
  return (
    <>
      <SystemCard id="storage" title="Storage">
        <Facts
          rows={[
            ["DATA_DIR", view.dataDir.path],
            ["Its files", view.dataDir.used],
            ["Its disk", view.dataDir.free],
          ]}
        />
      </SystemCard>
      <SystemCard id="settings" title="Settings in force">
        <p className="mt-1 text-sm text-muted">Secrets only say whether they are set; addresses hide their passwords.</p>
        <AdminTable columns={["Setting", "Value", "From"]} stacked>
          {view.settings.map((setting) => (
            <tr key={setting.name} className="border-b border-line">
              <RowHeader className="font-mono break-all">{setting.name}</RowHeader>
              <LabelledCell label="Value" className="break-all">
                {setting.value}
              </LabelledCell>
              <LabelledCell label="From">{setting.fromEnvironment ? "the environment" : "the default"}</LabelledCell>
            </tr>
          ))}
        </AdminTable>
      </SystemCard>
    </>
  );
}
