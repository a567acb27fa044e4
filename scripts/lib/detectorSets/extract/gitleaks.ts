/** gitleaks' examples: the true (`tps`) and false (`fps`) positives of each rule in cmd/generate/config/rules/*.go. */
import { goStatements, goTokens } from '../../goTokens';
import { seeded } from '../../regexSample';
import { evalList, ruleIdIn, sampleTemplates, type EvalCtx } from './goEval';
import type { Claim, Claimed, Extracted, Git, PublicItem } from './source';

/** The formats the lab listed (2026-12-01) by gitleaks rule, with the lab's kind. */
const GITLEAKS_LISTED: Readonly<Record<string, string>> = {
  'openai-api-key': 'api-key',
  'anthropic-api-key': 'api-key',
  'anthropic-admin-api-key': 'api-key',
  'stripe-access-token': 'api-key',
  'github-pat': 'api-key',
  'github-fine-grained-pat': 'api-key',
  'github-oauth': 'api-key',
  'github-app-token': 'api-key',
  'github-refresh-token': 'api-key',
  'gitlab-pat': 'api-key',
  'slack-bot-token': 'api-key',
  'slack-user-token': 'api-key',
  'slack-webhook-url': 'api-key',
  'aws-access-token': 'api-key',
  'gcp-api-key': 'api-key',
  'huggingface-access-token': 'api-key',
  'sendgrid-api-token': 'api-key',
  'npm-access-token': 'api-key',
  'pypi-upload-token': 'api-key',
  'mailgun-private-api-token': 'api-key',
  'twilio-api-key': 'api-key',
  'digitalocean-pat': 'api-key',
  'shopify-shared-secret': 'api-key',
  'shopify-access-token': 'api-key',
  'shopify-custom-access-token': 'api-key',
  'shopify-private-app-access-token': 'api-key',
  jwt: 'api-key',
  'telegram-bot-api-token': 'api-key',
  'generic-api-key': 'api-key',
  'curl-auth-header': 'api-key',
  'curl-auth-user': 'password',
  'age-secret-key': 'private-key',
  'private-key': 'private-key',
};
function claimOfGitleaksRule(rule: string): Claim | null {
  const kind = GITLEAKS_LISTED[rule];
  return kind === undefined ? null : { kind, format: rule };
}

export function gitleaks(git: Git): Extracted {
  const generate = git('show', 'HEAD:cmd/generate/config/utils/generate.go');
  const templates = sampleTemplates(generate);
  const files = git('ls-tree', '--name-only', 'HEAD', 'cmd/generate/config/rules/')
    .split('\n')
    .filter((f) => f.endsWith('.go'));
  const items: PublicItem[] = [];
  const skipped: Record<string, number> = {};
  for (const file of files) {
    const src = git('show', `HEAD:${file}`);
    const statements = goStatements(goTokens(src));
    let rule = '';
    let call = 0;
    // Values a rule allowlists one by one (string literals under `Allowlists:`): a false positive that is one of
    // them is benign only because gitleaks lists it, not by any property a detector could see.
    let allowlisted = new Set<string>();
    for (const st of statements) {
      const id = ruleIdIn(st);
      if (id !== null) {
        rule = id;
        const a = st.findIndex((tok) => tok.v === 'Allowlists');
        allowlisted = new Set(
          a < 0
            ? []
            : st
                .slice(a)
                .filter((tok) => tok.t === 'str')
                .map((tok) => tok.s!),
        );
      }
      const head = st[0];
      const op = st[1];
      if (
        !head ||
        !op ||
        head.t !== 'id' ||
        (head.v !== 'tps' && head.v !== 'fps') ||
        (op.v !== ':=' && op.v !== '=')
      )
        continue;
      const label = head.v === 'tps' ? 'positive' : 'negative';
      const ctx: EvalCtx = { templates, rand: seeded(`${file}:${rule}:${call++}`), skipped: 0 };
      const values = evalList(st.slice(2), ctx);
      if (ctx.skipped > 0) skipped[`${file}:${rule}`] = (skipped[`${file}:${rule}`] ?? 0) + ctx.skipped;
      const claim = claimOfGitleaksRule(rule);
      for (const v of values) {
        const inContext = v.how.startsWith('template');
        const byValue = label === 'negative' && allowlisted.has(v.text);
        const claimed: Claimed = byValue
          ? 'allowlisted'
          : claim !== null
            ? 'provider'
            : inContext
              ? 'keyword'
              : false;
        const kind = claim?.kind ?? (inContext ? 'api-key' : null);
        items.push({
          source: `${file.split('/').pop()}:${rule}`,
          label,
          kind,
          claimed,
          format: rule,
          how: v.how,
          text: v.text,
        });
      }
    }
  }
  return {
    repository: 'https://github.com/gitleaks/gitleaks',
    path: 'cmd/generate/config/rules/*.go (tps and fps of each rule)',
    how:
      'scripts/extract-public-sets.ts: literal strings kept; GenerateSampleSecrets contexts filled from the templates in ' +
      'cmd/generate/config/utils/generate.go; secrets.NewSecret(regex) reproduced by a seeded generator (not their random draw); ' +
      'examples built from expressions it cannot evaluate are skipped (see skipped).',
    skipped,
    items,
  };
}
