/** The session feature's tokens: the session and the signed-in user. */
export const SESSION_TOKENS = {
  SessionStore: Symbol.for('tienda.SessionStore'),
  UserStore: Symbol.for('tienda.UserStore'),
  SessionService: Symbol.for('tienda.SessionService'),
  SessionRepository: Symbol.for('tienda.SessionRepository'),
  UserRepository: Symbol.for('tienda.UserRepository'),
  StartSession: Symbol.for('tienda.StartSessionUseCase'),
  Login: Symbol.for('tienda.LoginUseCase'),
  Logout: Symbol.for('tienda.LogoutUseCase'),
  LoadUser: Symbol.for('tienda.LoadUserUseCase'),
} as const;
