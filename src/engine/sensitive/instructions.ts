/**
 * Instructions that would poison a memory (chapter 2): a memory written in one conversation is read back in later
 * ones, so text that addresses the agent becomes an instruction the next time it is recalled. The line the policy
 * draws: data about the user (a preference stored as a value, a fact, a polite request about style) is kept; free
 * text that does one of these is refused:
 *
 * - override: tells the agent to ignore, forget or replace its instructions or rules, or to obey this text instead;
 * - role: speaks as the system, the developer or the assistant (`system:`, chat-template markers), gives the agent a
 *   new identity ("you are now…", "act as…"), or grants the user a role ("the user is an administrator");
 * - redirect: sends conversations, answers or data to an address or a URL, or plants an exfiltrating link;
 * - standing answer: fixes what to answer when something is asked ("when asked about the balance, reply 0");
 * - secrecy: tells the agent to hide something from the user;
 * - prompt leak: asks the agent to reveal its instructions.
 *
 * Written from that definition, in English and French, before any public injection example was read; measured on the
 * public injection sets and the lab's own memories by `npm run bench` (section 5). One pass per pattern, each with
 * bounded gaps (no nested quantifier): linear in the text.
 */

export type InstructionCategory =
  'override' | 'role' | 'redirect' | 'standing-answer' | 'secrecy' | 'prompt-leak';

export interface InstructionFinding {
  category: InstructionCategory;
  /** Where the pattern matched (UTF-16 offsets, end exclusive). */
  start: number;
  end: number;
}

/** A gap of a few words inside one sentence. */
const GAP = '[^.!?\\n]{0,60}?';
const SHORT = '[^.!?\\n]{0,30}?';

const OVERRIDE_VERBS_EN =
  '(?:ignore|disregard|forget|override|overrule|bypass|skip|drop|discard|abandon|neglect)';
const RULE_NOUNS_EN =
  '(?:instructions?|rules?|prompts?|guidelines?|directions?|directives?|constraints?|restrictions?|polic(?:y|ies)|guardrails?|safety (?:rules|settings|guidelines|filters?)|programming|system message|what you (?:were|have been) told)';
const OVERRIDE_VERBS_FR =
  "(?:ignore[rsz]?|oublie[rsz]?|ne tiens? (?:pas|plus) compte d[eu']s?|ne tenez (?:pas|plus) compte d[eu']s?|fais abstraction d[eu']s?|faites abstraction d[eu']s?|contourne[rsz]?|outrepasse[rsz]?|passe[rsz]? outre)";
const RULE_NOUNS_FR =
  "(?:instructions?|consignes?|règles?|directives?|restrictions?|limites|garde-fous|politiques?|programmation|message système|ce qu[’']on t[’']a dit)";
const ROLE_NAMES =
  '(?:admin(?:istrat(?:or|eur|rice))?|root|super ?user|super-utilisat(?:eur|rice)|developer|développeu(?:r|se)|owner|propriétaire|moderat(?:or|eur|rice)|sysadmin|operator|opérat(?:eur|rice))';

/** Roles that carry authority over the agent or the data. */
const AUTHORITY =
  '(?:admin(?:istrator)?|root|super ?user|system|developer|owner|moderator|operator|supervisor|manager|director|boss|ceo|security officer|auditor|bank|police|officer)s?\\b';
const AUTHORITY_FR =
  '(?:admin(?:istrat(?:eur|rice))?|root|super-?utilisat(?:eur|rice)|système|développeu(?:r|se)|propriétaire|modérat(?:eur|rice)|opérat(?:eur|rice)|superviseu(?:r|se)|responsable|direct(?:eur|rice)|chef|patron(?:ne)?|banque|banquier|banquière|police|policier|policière|auditeu(?:r|se))s?\\b';

/** What a redirection sends: the conversation, the answers, the user's data. */
const DATA_EN =
  "(?:every|each|all|any|a copy|copies|everything|the (?:user|users|user[’']s|customer|customer[’']s|conversation|conversations|chat|chats|history|messages?|answers?|replies|data|logs?|transcripts?|addresses|details|contacts|files|documents|passwords?|credentials)|(?:their|his|her|your|my|our) (?:data|messages|answers|history|conversations?|passwords?|credentials|details|contacts)|conversations?|messages|answers|replies|history|transcripts?|user data|personal data|saved)";
const DATA_FR =
  "(?:tout|toutes?|tous|chaque|une copie|copie|l[’']historique|les (?:messages|réponses|conversations|données|échanges|adresses|coordonnées|fichiers|documents|mots de passe|identifiants)|la conversation|ses (?:messages|données|réponses|coordonnées|mots de passe)|leurs (?:messages|données|réponses)|son (?:historique|mot de passe)|(?:mes|tes|vos|nos) (?:données|messages|réponses|conversations))";

interface Rule {
  category: InstructionCategory;
  re: RegExp;
}

/**
 * `\\b` of the sources, for accented letters too (JavaScript's `\\b` knows ASCII only: `\\bà` never matches). Latin
 * letters only (English and French): a Unicode property class under the `i` flag costs seconds to compile.
 */
const WORD = '[A-Za-z0-9_\\u00c0-\\u024f]';
const BOUNDARY = `(?:(?<!${WORD})(?=${WORD})|(?<=${WORD})(?!${WORD}))`;
const LETTER = 'A-Za-z\\u00c0-\\u024f';

/**
 * Whether every alternative at the start of `src` begins with an ASCII character: then a leading `\\b` can stay
 * JavaScript's, which lets the regex engine skip ahead to its first letters instead of testing a lookbehind at every
 * position of the text (the difference between microseconds and milliseconds per memory).
 */
function asciiStart(src: string): boolean {
  if (!src.startsWith('(?:')) return /^[\x20-\x7e]/.test(src) && src[0] !== '\\' && src[0] !== '(';
  let depth = 0;
  let start = true;
  for (let i = 3; i < src.length; i++) {
    const c = src[i]!;
    if (start) {
      if (c.charCodeAt(0) > 0x7e || c === '(' || c === '\\' || c === '[') return false;
      start = false;
    }
    if (c === '(') depth++;
    else if (c === ')') {
      if (depth === 0) return true;
      depth--;
    } else if (c === '|' && depth === 0) start = true;
  }
  return false;
}

const rule = (category: InstructionCategory, source: string): Rule => {
  const lead = source.startsWith('\\b') && asciiStart(source.slice(2)) ? '\\b' : '';
  const rest = lead === '' ? source : source.slice(2);
  return {
    category,
    re: new RegExp(lead + rest.replaceAll('\\b', BOUNDARY).replaceAll('\\p{L}', LETTER), 'i'),
  };
};

const RULES: readonly Rule[] = [
  // ------------------------------------------------------------------ override
  rule('override', `\\b${OVERRIDE_VERBS_EN}\\b${GAP}\\b${RULE_NOUNS_EN}\\b`),
  rule('override', `\\b${OVERRIDE_VERBS_FR}${GAP}\\b${RULE_NOUNS_FR}`),
  rule(
    'override',
    `\\b(?:the |all |any |your |previous |prior |earlier |above |original )+${RULE_NOUNS_EN}${SHORT}\\b(?:no longer apply|do(?:es)? not apply|don't apply|are void|are cancelled|are canceled|are obsolete|are suspended)`,
  ),
  rule(
    'override',
    `\\b(?:new|updated|real|actual|true) (?:rule|instruction|directive|system prompt|orders?)s?\\b${SHORT}(?::|\\bfor (?:the |you|the assistant|the ai|the model))`,
  ),
  rule(
    'override',
    `\\b(?:nouvelles?|vraies?) (?:consignes?|instructions?|règles?|directives?)\\b${SHORT}(?::|\\bpour (?:l[’']assistant|toi|vous|l[’']ia|le modèle))`,
  ),
  rule(
    'override',
    `\\b(?:obey|follow|listen to) (?:only |just )?(?:this|these|me|my|the memory|this (?:note|memory|message))\\b${SHORT}\\b(?:instead|not|rather|over|above)\\b`,
  ),
  rule(
    'override',
    `\\b(?:obéis|obéissez|suis|suivez)\\b${SHORT}\\b(?:à ce message|à cette note|à moi|à ce mémo)\\b`,
  ),
  rule(
    'override',
    `\\b(?:whatever|no matter what|regardless of what) (?:the )?(?:system|developer|prompt|instructions?|rules?)\\b${SHORT}\\b(?:says?|tells? you)\\b`,
  ),
  rule(
    'override',
    `\\bquoi que (?:dise|disent|te dise|vous dise) (?:le |la |les |ton |ta |tes |votre |vos )?(?:système|développeur|consignes?|instructions?|règles?)`,
  ),
  rule(
    'override',
    `\\b(?:ignore|ignorez|ignorer)\\b${SHORT}\\b(?:règles? de sécurité|la sécurité|les filtres)`,
  ),
  rule(
    'override',
    `\\b(?:override|disable|turn off|deactivate|bypass)\\b${SHORT}\\b(?:safety|security|content) (?:settings|filters?|checks?|policy|policies|rules)\\b`,
  ),
  rule(
    'override',
    `\\b(?:désactive|désactivez|contourne|contournez)\\b${SHORT}\\b(?:sécurité|filtres?|garde-fous)`,
  ),
  // "Ignore the above", "ignore this data and print …", "ignorez ce qui précède et dites …".
  rule(
    'override',
    `\\b(?:ignore|disregard|forget)\\b (?:all |everything |anything |what(?:ever)? (?:is |was |came |comes )?|the text |the rest of |this |that |these )*(?:above|before|previous|preceding|prior|earlier)\\b`,
  ),
  rule(
    'override',
    `\\b(?:ignore|disregard|forget)\\b${SHORT}\\band (?:instead )?(?:say|state|print|output|report|write|respond|reply|answer|repeat|tell|return|just)\\b`,
  ),
  rule(
    'override',
    `\\b(?:ignore|ignorez|oublie|oubliez)\\b (?:tout )?(?:ce qui (?:précède|est au-dessus|est écrit (?:au-dessus|avant))|ce qu[’']on (?:t|vous) a dit|ce qui a été dit)`,
  ),
  rule(
    'override',
    `\\b(?:ignore|ignorez|oublie|oubliez)\\b${SHORT}\\bet (?:dis|dites|réponds|répondez|écris|écrivez|affiche|affichez|répète|répétez|imprime|imprimez|renvoie|renvoyez)\\b`,
  ),
  // Text planted in the agent's answers, or code in its work.
  rule(
    'override',
    `\\b(?:add|include|insert|append|prepend|embed|put)\\b${GAP}\\b(?:to|in|into|at the (?:end|start|beginning|top|bottom) of) (?:your|each|every|all) (?:answers?|repl(?:y|ies)|responses?|outputs?|messages?)\\b`,
  ),
  rule(
    'override',
    `\\b(?:ajoute|ajoutez|inclus|incluez|insère|insérez|mets|mettez)\\b${GAP}\\b(?:à|dans|au début de|à la fin de) (?:ta|tes|votre|vos|chaque) (?:réponses?|messages?)\\b`,
  ),
  rule(
    'override',
    `\\b(?:the|this) (?:following|subsequent|below) (?:code|snippet|script|command|block)\\b${GAP}\\b(?:your|the) (?:code|implementation|codebase|solution|answer|response|program)\\b`,
  ),
  // ------------------------------------------------------------------ role
  rule(
    'role',
    `(?:^|\\n)\\s*[\\[(<#*]*\\s*(?:system|assistant|developer|dev|système|systeme|développeur)\\s*[\\])>*]*\\s*:`,
  ),
  rule(
    'role',
    `<\\|(?:im_start|im_end|system|assistant|user|endoftext|start_header_id)\\|>|\\[\\/?INST\\]|<<\\/?SYS>>|###\\s*(?:system|instruction|response)s?\\b`,
  ),
  rule('role', `\\[(?:system|admin|developer|système)(?: note| message)?\\]`),
  rule('role', `\\b(?:you are|you're|you will be|you'll be) (?:now|from now on|henceforth)\\b`),
  // Speaking as the agent's maker or master ("I'm your developer"), not of one's own role ("I administer our Wi-Fi").
  rule(
    'role',
    `\\bI(?:'m|’m| am) (?:your|the system[’']?s?|this (?:ai|assistant|model)[’']?s?) (?:developer|creator|maker|admin(?:istrator)?|owner|operator|master|programmer|supervisor)\\b|\\bI am (?:god|your god|your master)\\b|\\boverride mode\\b|<\\s*system mode\\s*>`,
  ),
  rule(
    'role',
    `\\bje suis (?:ton|votre|ta) (?:développeu(?:r|se)|créat(?:eur|rice)|administrat(?:eur|rice)|propriétaire|maître|programmeu(?:r|se)|opérat(?:eur|rice))\\b`,
  ),
  rule('role', `\\bfrom now on,? you (?:are|will be|act|must|shall|only)\\b`),
  rule(
    'role',
    `\\b(?:tu es|vous êtes|tu seras|vous serez) (?:maintenant|désormais|dorénavant|à partir de maintenant)\\b`,
  ),
  rule(
    'role',
    `\\b(?:désormais|dorénavant|à partir de maintenant),? (?:tu|vous) (?:es|êtes|dois|devez|obéis|obéissez|réponds|répondez|seras|serez|n[’']as plus|n[’']avez plus)\\b`,
  ),
  rule('role', `\\b(?:tu|vous) (?:dois|devez) désormais\\b`),
  // A persona ("act as a proofreader") is a request; acting as an authority claims its power.
  rule(
    'role',
    `\\b(?:act|acting|behave|speak|respond|pose|pretend to be) as (?:if you (?:were|are) )?(?:an? |the |my |our )?(?:[\\p{L}’']+ )?${AUTHORITY}`,
  ),
  rule(
    'role',
    `\\b(?:pretend|imagine) (?:you are|you're|that you are|to be) (?:an? |the |my |our )?(?:[\\p{L}’']+ )?${AUTHORITY}`,
  ),
  rule(
    'role',
    `\\b(?:fais|faites) comme si (?:tu étais|vous étiez) (?:un |une |le |la |l[’'])?(?:[\\p{L}’']+ )?${AUTHORITY_FR}|\\b(?:agis|agissez|parle|parlez) (?:en tant qu[’']|comme )(?:un |une |le |la |l[’'])?(?:[\\p{L}’']+ )?${AUTHORITY_FR}|\\b(?:joue|jouez) le rôle d[eu’'] ?(?:l[’'])?${AUTHORITY_FR}`,
  ),
  rule('role', `\\b(?:the )?(?:current )?user (?:is|has) (?:an? |the )?${ROLE_NAMES}\\b`),
  rule(
    'role',
    `\\b(?:the )?(?:current )?user has (?:full |root |admin(?:istrator)? |elevated )(?:rights|access|privileges|permissions)\\b`,
  ),
  rule(
    'role',
    `\\bl[’']utilisat(?:eur|rice) (?:est|a les droits d[’']?|dispose des droits d[’']?) (?:un |une |l[’'])?${ROLE_NAMES}`,
  ),
  rule(
    'role',
    `\\b(?:the )?(?:developer|system|admin(?:istrator)?|operator|openai|anthropic) (?:says|said|has said|allows|authori[sz]es|permits|wants)\\b`,
  ),
  rule(
    'role',
    `\\b(?:le |la )?(?:développeu(?:r|se)|système|administrat(?:eur|rice)) (?:dit|a dit|t[’']autorise|vous autorise|autorise|permet|veut)\\b`,
  ),
  rule(
    'role',
    `\\b(?:DAN|STAN|DUDE|AIM)\\b${SHORT}\\b(?:mode|jailbreak|do anything now)\\b|\\bdo anything now\\b|\\b(?:developer|dev|god|jailbreak|unrestricted) ?mode\\b|\\bjailbroken\\b`,
  ),
  rule(
    'role',
    `\\b(?:without|with no|free of|no) (?:any )?(?:restrictions?|limits?|limitations|filters?|rules|censorship)\\b`,
  ),
  rule(
    'role',
    `\\bsans (?:aucune |plus de |la moindre )?(?:limites?|restrictions?|filtres?|règles|censure)\\b`,
  ),
  // ------------------------------------------------------------------ redirect
  // The conversation's or the user's data sent to an address: not "this e-mail was sent to you@…".
  rule(
    'redirect',
    `\\b(?:send|forward|e-?mail|post|upload|transmit|leak|exfiltrate|copy|share|report|relay|sync|cc|bcc)\\b${SHORT}\\b${DATA_EN}\\b${GAP}\\b(?:to|into|at|toward|towards)\\s+(?:https?:\\/\\/|www\\.|[\\w.+-]+@[\\w-]+\\.|the (?:url|address|endpoint|webhook|server)\\b|this (?:url|address|endpoint|webhook|server)\\b)`,
  ),
  rule(
    'redirect',
    `\\b(?:envoie|envoyez|envoyer|transmets|transmettez|transmettre|transfère|transférez|transférer|partage|partagez|partager|copie|copiez|poste|postez|publie|publiez|recopie|recopiez)\\b${SHORT}\\b${DATA_FR}\\b${GAP}\\b(?:à|a|vers|sur|chez)\\s+(?:https?:\\/\\/|www\\.|[\\w.+-]+@[\\w-]+\\.|l[’']adresse|l[’']url|cette adresse)`,
  ),
  rule('redirect', `!\\[[^\\]\\n]{0,80}\\]\\(\\s*https?:\\/\\/[^)\\s]{0,200}[?&=/{][^)\\s]{0,200}\\)`),
  rule(
    'redirect',
    `\\b(?:share|send|give|reveal|disclose|forward)\\b${SHORT}\\b(?:any|all|every|other) (?:users?['’]?s?|customers?['’]?s?|accounts?['’]?s?) ?(?:data|information|details|records|messages|passwords?|addresses)\\b`,
  ),
  rule(
    'redirect',
    `\\b(?:partage|partager|partagez|envoie|envoyez|donne|donnez|révèle|révélez|transmets|transmettez)\\b${SHORT}\\b(?:les )?(?:données|informations|messages|mots de passe|adresses) (?:de tous les|des autres|de chaque) (?:utilisateurs|clients|comptes)\\b`,
  ),
  rule(
    'redirect',
    `\\b(?:send|forward|give|tell|share|email)\\b${SHORT}\\b(?:the |their |his |her |your |my )?(?:password|passwords|credentials|api keys?|tokens?|secrets?)\\b${SHORT}\\b(?:to|with)\\b`,
  ),
  rule(
    'redirect',
    `\\b(?:envoie|envoyez|enverrai|donne|donnez|transmets|transmettez|communique|communiquez)\\b${SHORT}\\b(?:le |les |son |ses |leur |leurs )?(?:mot de passe|mots de passe|identifiants|clés? d[’']api|jetons?|secrets?)\\b`,
  ),
  // ------------------------------------------------------------------ standing answer
  rule(
    'standing-answer',
    `\\b(?:when(?:ever)?|if|each time|every time|any time)\\b${SHORT}\\b(?:asked|asks|ask you|you are asked|you're asked|questioned|someone asks|anyone asks|the user asks|a user asks|users ask|somebody asks|mentions?)\\b${GAP}\\b(?:answer|reply|respond|say|tell (?:them|him|her|the user)|state|claim|insist|recommend|report)\\b`,
  ),
  rule(
    'standing-answer',
    `\\b(?:quand|lorsqu[’']?|si|chaque fois qu[’']?|à chaque fois qu[’']?|dès qu[’']?)\\s*(?:on|quelqu[’']un|l[’']utilisateur|un utilisateur|un client|les utilisateurs)\\b${SHORT}\\b(?:demande|demandent|te demande|vous demande|parle|parlent|te parle|mentionne|interroge|pose)\\b${GAP}\\b(?:réponds|répondez|dis|dites|affirme|affirmez|prétends|prétendez|recommande|recommandez|annonce|annoncez)\\b`,
  ),
  rule(
    'standing-answer',
    `\\balways (?:answer|reply|respond|say|tell (?:them|the user|users|everyone)|claim|state|recommend|suggest|mention)\\b${SHORT}\\b(?:that\\b|\\d|"|«|“)`,
  ),
  rule(
    'standing-answer',
    `\\b(?:réponds|répondez|dis|dites|affirme|affirmez|recommande|recommandez)\\b (?:toujours|systématiquement)\\b${SHORT}(?:\\bque\\b|\\bqu[’']|\\d|"|«|“)`,
  ),
  rule(
    'standing-answer',
    `\\b(?:always|only) recommend\\b|\\brecommande toujours\\b|\\brecommandez toujours\\b|\\bnever (?:mention|recommend|suggest)\\b${SHORT}\\b(?:competitors?|other (?:banks|brands|products|companies|vendors))\\b`,
  ),
  // ------------------------------------------------------------------ secrecy
  rule(
    'secrecy',
    `\\b(?:do not|don't|never|do NOT)\\b (?:tell|inform|mention (?:this|it|that) to|reveal (?:this|it) to|let) (?:the )?(?:user|users|anyone|them|him|her|the human|the customer)\\b`,
  ),
  rule(
    'secrecy',
    `\\b(?:without|never) (?:telling|informing|warning|notifying|alerting) (?:the )?(?:user|users|anyone|them|him|her|the customer)\\b`,
  ),
  rule(
    'secrecy',
    `\\b(?:do not|don't|never) (?:mention|reveal|disclose|acknowledge)\\b${SHORT}\\b(?:this (?:note|memory|message|instruction)|these instructions|that this (?:note|memory) exists)\\b`,
  ),
  rule(
    'secrecy',
    `\\bne (?:dis|dites|révèle|révélez|mentionne|mentionnez|signale|signalez)\\b${SHORT}\\b(?:jamais|pas|rien)\\b${SHORT}\\b(?:à l[’']utilisat(?:eur|rice)|aux utilisateurs|au client|que cette (?:note|consigne|mémoire))`,
  ),
  rule(
    'secrecy',
    `\\bsans (?:le |la |les )?(?:dire|prévenir|avertir|informer|signaler)\\b${SHORT}\\b(?:à l[’']utilisat(?:eur|rice)|l[’']utilisat(?:eur|rice)|au client|personne)\\b`,
  ),
  // ------------------------------------------------------------------ prompt leak
  rule(
    'prompt-leak',
    `\\b(?:reveal|print|show|repeat|output|display|leak|dump|write out|recite|tell me)\\b${SHORT}\\b(?:your|the) (?:system prompt|hidden (?:instructions|prompt|rules)|initial (?:instructions|prompt)|original (?:instructions|prompt)|instructions above|prompt above|secret instructions|system message|pre-?prompt)\\b`,
  ),
  rule(
    'prompt-leak',
    `\\b(?:reveal|print|show|repeat|output|display|leak|dump|list|relay|recite|give me|tell me|share|encode|log)\\b${SHORT}\\b(?:your|all (?:of )?your|every|the) (?:instructions|system (?:prompt|instructions?|message|parameters)|initial instructions|prompt)\\b`,
  ),
  rule(
    'prompt-leak',
    `\\brepeat (?:the|all the|everything) (?:text |words )?(?:above|before)\\b|\\bsystemPrompt\\b|\\bthe system prompt is\\b`,
  ),
  rule(
    'prompt-leak',
    `\\b(?:what(?:'s| is| are)|tell me|share|give me|reveal|send me|provide|confirm)\\b${SHORT}\\b(?:your|the|our) (?:system |admin(?:istrator)? |database |server |root |master )?(?:secret(?: key| word| code| phrase)?|password|passcode|passphrase|pass code|api key|private key|access code|pin|confidential string)\\b`,
  ),
  rule(
    'prompt-leak',
    `\\b(?:quel(?:le)? est|quels sont|donne-moi|donnez-moi|révèle|révélez|révéler|partage|partagez|partager|dis-moi|dites-moi|confirme|confirmez|confirmer|communique|communiquez|communiquer|indique|indiquez|indiquer|donner)\\b${SHORT}\\b(?:ton|ta|tes|votre|vos|le|la) (?:mot de passe|clé secrète|code secret|clé privée|clé d[’']api|code pin|phrase secrète|instructions|consignes)\\b`,
  ),
  rule(
    'prompt-leak',
    `\\b(?:révèle|révélez|affiche|affichez|répète|répétez|montre|montrez|recopie|recopiez|donne|donnez)\\b${SHORT}\\b(?:ta|tes|votre|vos|la|les) (?:consignes? (?:système|cachées?|initiales?)|instructions? (?:système|cachées?|initiales?)|prompt système|message système)`,
  ),
];

/**
 * An instruction-like passage of `text` (an override, a role, a redirection of data, a standing answer, a secret
 * kept from the user, a request for the agent's instructions: the first rule that matches, in that order), or null.
 */
export function detectInstruction(text: string): InstructionFinding | null {
  if (typeof text !== 'string')
    throw new TypeError(`detectInstruction expects a string (got ${typeof text})`);
  let best: InstructionFinding | null = null;
  for (const r of RULES) {
    const m = r.re.exec(text);
    if (m !== null && (best === null || m.index < best.start))
      best = { category: r.category, start: m.index, end: m.index + m[0].length };
  }
  return best;
}
