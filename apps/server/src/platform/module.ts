import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { BindRoute } from './http/bind-route.ts';
import type { SigningKey, SigningKeys } from './http/signed-request.ts';
import type { JobSpec } from './jobs/scheduler.ts';

/** One setting a module owns: its schema (stored values are checked against it) and its default. */
export interface SettingDeclaration<S extends z.ZodType = z.ZodType> {
  schema: S;
  defaultValue: z.output<S>;
}

/** The settings a module declares, by key (`<module>.<name>`). */
export type SettingDeclarations = Record<string, SettingDeclaration>;

/** Declares one setting; the default is checked against the schema's output type. */
export const setting = <S extends z.ZodType>(
  schema: S,
  defaultValue: NoInfer<z.output<S>>,
): SettingDeclaration<S> => ({ schema, defaultValue });

/** The value types of a module's declared settings, by key. */
export type SettingValues<D> = {
  [K in keyof D]: D[K] extends SettingDeclaration<infer S> ? z.output<S> : never;
};

/**
 * The one shape every module's `create<Name>Module(deps)` returns next to its use cases: app.ts
 * lists the modules and registers their routes, jobs and settings in one loop.
 */
export interface ServerModule {
  /** Short name (`wallet`); job names start with it. */
  name: string;
  /** Binds the module's contract routes. */
  routes(app: FastifyInstance, bind: BindRoute): void | Promise<void>;
  /** Scheduled work, run by the app's scheduler when the process runs jobs. */
  schedule?: JobSpec[];
  /** Settings the module owns, with their schemas and defaults. */
  settings?: SettingDeclarations;
  /** Keys of the machines that sign requests to this module's `signed` routes, by signer. */
  signingKeys?: Record<string, (keyId: string) => Promise<SigningKey | null>>;
  /** Flushes and stops what the module keeps running (on app close). */
  close?(): Promise<void>;
}

/** The route binder's key port: asks the module that declared the route's signer. */
export const signingKeysOf =
  (modules: ServerModule[]): SigningKeys =>
  async (signer, keyId) => {
    const owner = modules.find((module) => module.signingKeys?.[signer]);
    return (await owner?.signingKeys?.[signer]?.(keyId)) ?? null;
  };

/** Declares a module: its use cases next to the `ServerModule` parts, typed as written. */
export const defineModule = <M extends ServerModule>(module: M): M => module;

export type { BindRoute, JobSpec };
