import { sectionNav } from '../chapters';
import type { Block, Section } from '../types';

// Seed section 0 and introduction: why an agent's memory must be bounded, and the chapter's plan.

const imports = String.raw`from __future__ import annotations
from collections import deque, OrderedDict
from dataclasses import dataclass, field
from typing import Callable, Deque, Dict, List, Optional, Tuple
import json
import time

print("Imports OK : dataclasses, collections, json (memoire paginee pure Python, sans API).")`;
const importsOut = String.raw`Imports OK : dataclasses, collections, json (memoire paginee pure Python, sans API).`;

const fr: Block[] = [
  {
    kind: 'p',
    text: 'Un agent conversationnel qui appelle un LLM à chaque tour accumule des messages dans la fenêtre de contexte du modèle. Trois symptômes apparaissent dès que la conversation dure :',
  },
  {
    kind: 'list',
    ordered: true,
    items: [
      "**Coût** : chaque tour complet repaie l'intégralité de l'historique (tokens d'entrée). Au-delà de quelques milliers de messages, la facture explose.",
      "**Latence** : la latence d'un appel LLM dépend du nombre de tokens d'entrée. La conversation ralentit mécaniquement au fil de l'eau.",
      '**Dégradation de la qualité** : les modèles oublient le milieu de leur contexte (lost in the middle), et les anciens détails ne servent plus à rien une fois la discussion passée.',
    ],
  },
  {
    kind: 'p',
    text: "La mémoire persistante de `14_Persistent_Memory.ipynb` (NB-14 : vecteurs + similarité cosinus) répond au problème du transfert **entre sessions** : les leçons survivent aux exécutions et sont retrouvées par similarité. Elle ne répond pas au problème du coût **intra-session** : dans une seule conversation longue, l'historique continue de croître jusqu'à faire exploser la fenêtre.",
  },
  {
    kind: 'p',
    text: 'Ce chapitre introduit la **mémoire paginée** : trois mécanismes qui coopèrent pour borner la taille de la fenêtre de contexte vue par le LLM à chaque tour, tout en préservant les informations anciennes sous une forme accessible à la demande.',
  },
  { kind: 'h', text: 'Plan' },
  {
    kind: 'list',
    ordered: true,
    items: [
      '**Définitions et vocabulaire** : fenêtre glissante, résumé progressif, éviction, pagination.',
      '**Fenêtre glissante** (rolling window) : ne garder que les N derniers échanges intacts.',
      '**Résumé progressif** : condenser les messages évincés en un résumé cumulatif.',
      "**Politique d'éviction** : FIFO, LRU, par importance (importance-scored).",
      '**Pagination de la mémoire** (style Generative Agents / MemGPT) : hiérarchie core / archival + récupération à la demande.',
      '**Mesure** : comparer le coût (en tokens et en messages retenus) sur une longue conversation synthétique, avec et sans pagination.',
      '**Trois exercices** : fenêtre paramétrique, éviction LRU sur la mémoire vectorielle de NB-14, transfert entre pages multi-domaines.',
    ],
  },
  { kind: 'h', text: 'Mise en place : des structures de données pures, sans API' },
  {
    kind: 'p',
    text: "Le notebook d'origine est « CPU-pur » : il ne dépend d'aucun appel LLM pour fonctionner. La pagination est un mécanisme structurel, et les résumés sont simulés par troncature + concaténation (un vrai système brancherait ici un appel `chat(...)` de NB-14 ou NB-09 pour générer le résumé ; le code montre le squelette, et l'emplacement de l'appel est marqué d'un `# HOOK`). Le moteur du labo (`src/engine`) en est le portage TypeScript : c'est lui qui anime le visualiseur et exécute les cellules de ce chapitre.",
  },
  { kind: 'code', language: 'python', code: imports, caption: "Python, notebook d'origine" },
  { kind: 'output', text: importsOut, caption: 'Sortie' },
];

const en: Block[] = [
  {
    kind: 'p',
    text: "A conversational agent that calls an LLM on every turn piles up messages in the model's context window. Three symptoms appear as soon as the conversation goes on:",
  },
  {
    kind: 'list',
    ordered: true,
    items: [
      '**Cost**: every full turn pays again for the whole history (input tokens). Beyond a few thousand messages, the bill explodes.',
      '**Latency**: the latency of an LLM call depends on the number of input tokens. The conversation mechanically slows down as it goes.',
      '**Quality degradation**: models forget the middle of their context (lost in the middle), and old details are of no use once the discussion has moved on.',
    ],
  },
  {
    kind: 'p',
    text: 'The persistent memory of `14_Persistent_Memory.ipynb` (NB-14: vectors + cosine similarity) solves **cross-session** transfer: lessons survive across runs and are retrieved by similarity. It does not solve the **intra-session** cost: within a single long conversation, the history keeps growing until it overflows the window.',
  },
  {
    kind: 'p',
    text: 'This chapter introduces **paged memory**: three mechanisms that cooperate to bound the size of the context window the LLM sees on each turn, while keeping older information in a form that can be fetched on demand.',
  },
  { kind: 'h', text: 'Plan' },
  {
    kind: 'list',
    ordered: true,
    items: [
      '**Definitions and vocabulary**: rolling window, progressive summary, eviction, paging.',
      '**Rolling window**: keep only the last N exchanges intact.',
      '**Progressive summary**: condense evicted messages into a cumulative summary.',
      '**Eviction policy**: FIFO, LRU, importance-scored.',
      '**Memory paging** (Generative Agents / MemGPT style): a core / archival hierarchy + retrieval on demand.',
      '**Measurement**: compare the cost (in tokens and in retained messages) on a long synthetic conversation, with and without paging.',
      "**Three exercises**: parametric window, LRU eviction on NB-14's vector memory, cross-page transfer across several domains.",
    ],
  },
  { kind: 'h', text: 'Setup: pure data structures, no API' },
  {
    kind: 'p',
    text: 'The original notebook is "CPU-only": it needs no LLM call to run. Paging is a structural mechanism, and summaries are simulated by truncation + concatenation (a real system would plug in a `chat(...)` call from NB-14 or NB-09 here to generate the summary; the code shows the skeleton, and the call slot is marked with a `# HOOK`). The lab\'s engine (`src/engine`) is its TypeScript port: it drives the visualizer and runs this chapter\'s cells.',
  },
  {
    kind: 'code',
    language: 'python',
    code: imports,
    caption: 'Python, from the original notebook (it prints in French)',
  },
  { kind: 'output', text: importsOut, caption: 'Output' },
];

// Slug and title come from the navigation data (../chapters.ts), so each is written once.
export const problemSection: Section = { ...sectionNav('1', 'problem'), blocks: { fr, en } };
