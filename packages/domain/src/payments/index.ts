// Card authorisation (issue 33, decision 0037): the saved card's contract, its wording and whether it covers an order.
export {
  cardAuthorisationRateLimit,
  cardAuthorisationText,
  cardConfirmationRateLimit,
  cardCoverage,
  cardCovers,
  cardExpiry,
  cardLabel,
  cardLastDay,
  setupIdPattern,
  testCards,
} from "./card-authorisation.js";
export type {
  CardAuthorisation,
  CardCoverage,
  CardSetup,
  ConfirmCardAuthorisationCall,
  ConfirmCardAuthorisationResult,
  PaymentsProvider,
  SavedCard,
  StartCardAuthorisationCall,
  StartCardAuthorisationResult,
  TestCard,
} from "./card-authorisation.js";
