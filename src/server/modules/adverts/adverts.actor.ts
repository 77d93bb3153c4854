/** Who saves in the back office (decision 0068): the audit row's actor and the request it came with. */
export interface AdvertsActor {
  id: number;
  requestId: string;
}
