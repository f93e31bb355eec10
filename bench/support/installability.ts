import { Audit, Gatherer } from 'lighthouse';
import type * as LH from 'lighthouse/types/lh.js';

// Lighthouse 12 dropped its PWA category, and 13 has no installability audit; this gatherer and
// audit bring the check back for the bench (issue #10). They ask Chromium itself, through the
// DevTools protocol's `Page.getInstallabilityErrors`, as Lighthouse's own audit did until 11.

export type InstallabilityArtifact = {
  manifestUrl: string;
  errors: Array<{ errorId: string; errorArguments: Array<{ name: string; value: string }> }>;
};

declare module 'lighthouse/types/artifacts.js' {
  interface GathererArtifacts {
    Installability: InstallabilityArtifact;
  }
}

export class InstallabilityGatherer extends Gatherer {
  override meta: LH.Gatherer.GathererMeta = { supportedModes: ['navigation'] };

  override async getArtifact(context: LH.Gatherer.Context): Promise<InstallabilityArtifact> {
    const session = context.driver.defaultSession;
    const manifest = await session.sendCommand('Page.getAppManifest', {});
    const { installabilityErrors } = await session.sendCommand('Page.getInstallabilityErrors');
    return { manifestUrl: manifest.url, errors: installabilityErrors };
  }
}

export class InstallableManifestAudit extends Audit {
  static override get meta(): LH.Audit.Meta {
    return {
      id: 'installable-manifest',
      title: 'Web app manifest meets the installability requirements',
      failureTitle: 'Web app manifest does not meet the installability requirements',
      description: "Chromium's own installability check (Page.getInstallabilityErrors).",
      requiredArtifacts: ['Installability'],
    };
  }

  static override audit(artifacts: LH.Artifacts): LH.Audit.Product {
    const { manifestUrl, errors } = artifacts.Installability;
    const reasons = errors.map((error) =>
      [error.errorId, ...error.errorArguments.map((argument) => `${argument.name}=${argument.value}`)].join(
        ' ',
      ),
    );
    return {
      score: manifestUrl && reasons.length === 0 ? 1 : 0,
      displayValue: manifestUrl ? reasons.join('; ') || 'installable' : 'no manifest',
    };
  }
}

/** The default config plus the installability check, in a category of its own. */
export const installabilityConfig: LH.Config = {
  extends: 'lighthouse:default',
  artifacts: [{ id: 'Installability', gatherer: { implementation: InstallabilityGatherer } }],
  audits: [{ implementation: InstallableManifestAudit }],
  categories: {
    installable: {
      title: 'Installable',
      auditRefs: [{ id: 'installable-manifest', weight: 1 }],
    },
  },
};
