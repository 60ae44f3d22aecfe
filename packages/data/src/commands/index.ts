// The server's commands: one contract for the functions that handle them and the apps that call them.
export { commandNames } from "./commands.js";
export type {
  AnswerQuoteCall,
  ApproveCustomerCall,
  CommandDone,
  CommandName,
  PlaceOrderCall,
  PlaceOrderResult,
  ReplyCall,
  ReplyResult,
  RequestQuoteCall,
  RequestQuoteResult,
  SendMessageCall,
  SendMessageResult,
  SetOrderStatusCall,
  StartImpersonationCall,
  StartImpersonationResult,
} from "./commands.js";
export {
  clientIdPattern,
  impersonationTokenLifetimeMs,
  quoteRequestRateLimit,
  vendorIdPattern,
} from "./command-limits.js";
export { orderReference, quoteReference } from "./references.js";
