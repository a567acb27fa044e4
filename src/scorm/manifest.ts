/**
 * `imsmanifest.xml` of a SCORM 1.2 package (ADL SCORM 1.2 Content Aggregation Model, IMS Content Packaging 1.1.2):
 * one organization, one item, one resource, a SCO launched at `href`. Used by `npm run build:scorm`
 * (scripts/build-scorm.ts); not part of the lab's bundle.
 */
export interface ManifestOptions {
  /** The package's identifier, e.g. `agent-memory-lab-chapter-1`. */
  identifier: string;
  title: string;
  /** The launch address, relative to the package root. */
  href: string;
  /** The package's files, relative to its root, listed in the resource. */
  files: readonly string[];
}

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

function xmlId(text: string): string {
  return text.replace(/[^A-Za-z0-9_.-]/g, '-').replace(/^([^A-Za-z_])/, '_$1');
}

export function scormManifest({ identifier, title, href, files }: ManifestOptions): string {
  const id = xmlId(identifier);
  const t = escapeXml(title);
  const fileLines = files.map((f) => `      <file href="${escapeXml(f)}"/>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="${id}" version="1.0"
  xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xsi:schemaLocation="http://www.imsproject.org/xsd/imscp_rootv1p1p2 imscp_rootv1p1p2.xsd http://www.imsglobal.org/xsd/imsmd_rootv1p2p1 imsmd_rootv1p2p1.xsd http://www.adlnet.org/xsd/adlcp_rootv1p2 adlcp_rootv1p2.xsd">
  <metadata>
    <schema>ADL SCORM</schema>
    <schemaversion>1.2</schemaversion>
  </metadata>
  <organizations default="ORG-${id}">
    <organization identifier="ORG-${id}">
      <title>${t}</title>
      <item identifier="ITEM-${id}" identifierref="RES-${id}" isvisible="true">
        <title>${t}</title>
      </item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="RES-${id}" type="webcontent" adlcp:scormtype="sco" href="${escapeXml(href)}">
${fileLines}
    </resource>
  </resources>
</manifest>
`;
}
