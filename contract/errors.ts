/** The JSON body of every error answer. */
export interface ErrorBody {
  message: string;
  issues?: { path: string; message: string }[];
}
