/**
 * Tool descriptions from MCP servers are untrusted input. Before they reach a prompt they are
 * length-limited and stripped of instruction-like text aimed at the model ("tool poisoning").
 */
export const DEFAULT_DESCRIPTION_LIMIT = 600;

const INSTRUCTION_PATTERNS: RegExp[] = [
  /<\s*(important|system|instructions?|secret|hidden)[^>]*>[\s\S]*?<\s*\/\s*\1\s*>/gi,
  /<\s*\/?\s*(important|system|instructions?|secret|hidden)[^>]*>/gi,
  /[^.!?\n]*\b(ignore|disregard|forget|override)\b[^.!?\n]*\b(previous|prior|above|earlier|all|other)\b[^.!?\n]*\b(instructions?|prompts?|rules?|tools?)\b[^.!?\n]*[.!?]?/gi,
  /[^.!?\n]*\b(do not|don't|never)\s+(tell|inform|mention|reveal|show)\b[^.!?\n]*\b(user|human)\b[^.!?\n]*[.!?]?/gi,
  /[^.!?\n]*\b(before|after|when)\s+(using|calling|you use|you call)\b[^.!?\n]*\b(read|send|include|pass|upload|call)\b[^.!?\n]*[.!?]?/gi,
  /[^.!?\n]*(~\/\.ssh|id_rsa|\.env\b|api[_ -]?keys?|passwords?|credentials?|mcp\.json)[^.!?\n]*[.!?]?/gi,
  /[^.!?\n]*\byou (must|should|have to|are required to)\b[^.!?\n]*\b(always|instead|first|also)\b[^.!?\n]*[.!?]?/gi,
  /[^.!?\n]*\b(system prompt|assistant:|as an ai)\b[^.!?\n]*[.!?]?/gi,
];

export interface SanitizedText {
  text: string;
  /** The fragments removed, for logging and review. */
  removed: string[];
  truncated: boolean;
}

export function sanitizeDescription(input: string | undefined, limit = DEFAULT_DESCRIPTION_LIMIT): SanitizedText {
  let text = (input ?? "").replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u200B-\u200F\u2028-\u202E\u2060-\u206F]/g, "");
  const removed: string[] = [];
  for (const pattern of INSTRUCTION_PATTERNS) {
    text = text.replace(pattern, (match) => {
      if (match.trim()) removed.push(match.trim());
      return " ";
    });
  }
  text = text.replace(/\s+/g, " ").trim();
  const truncated = text.length > limit;
  if (truncated) text = `${text.slice(0, limit - 1).trimEnd()}…`;
  return { text, removed, truncated };
}
