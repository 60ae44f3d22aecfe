// The server's commands: one contract for the functions that handle them and the apps that call them.
export { commandNames } from "./commands.js";
export type {
  AcceptQuoteCall,
  AcceptQuoteResult,
  AnswerQuoteCall,
  AnswerQuoteResult,
  ApproveCustomerCall,
  CloseQuoteCall,
  CommandDone,
  CommandName,
  DeclineQuoteCall,
  HoldCall,
  HoldResult,
  HoldSetListCall,
  PlaceOrderCall,
  PlaceOrderResult,
  PropAvailability,
  ReadAvailabilityCall,
  ReadAvailabilityResult,
  ReplyCall,
  ReplyResult,
  RequestQuoteCall,
  RequestQuoteResult,
  SendMessageCall,
  SendMessageResult,
  SetOrderStatusCall,
  StartImpersonationCall,
  StartImpersonationResult,
  UpdatePropCall,
  UpdatePropResult,
} from "./commands.js";
export {
  clientIdPattern,
  impersonationTokenLifetimeMs,
  propIdPattern,
  quoteRequestRateLimit,
  vendorIdPattern,
} from "./command-limits.js";
export { orderReference, quoteReference } from "./references.js";
export { CommandError, commandError, notSentMessage } from "./command-error.js";
