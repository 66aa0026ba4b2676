import { EMAIL_PATTERN, UseCaseError, type User } from '../../domain';
import { imageProblem, type PredefinedAvatar, type ProfileUpdate } from '../../domain/account/profile';
import type { ErrorHandler } from '../shared/error-handler';
import type { SessionStore } from '../session/session.store';
import type { UserStore } from '../user/user.store';
import type { ProfileRepository } from './account.repository';
import { requireUser } from './require-user';

/** What every profile call shares: a signed-in user first, and each answered user replaces the stored one. */
abstract class ProfileCall {
  constructor(
    protected readonly session: SessionStore,
    protected readonly users: UserStore,
    protected readonly repository: ProfileRepository,
    protected readonly errors: ErrorHandler,
  ) {}

  /** Runs `call` for a signed-in user, reporting a failure; the user it answers replaces the stored one (observers see it). */
  protected async replaceUser(context: string, call: () => Promise<User>): Promise<User> {
    requireUser(this.session, this.errors, context);
    const user = await this.errors.run(context, call);
    if (this.session.session?.isUser) this.users.setUser(user);
    return user;
  }

  protected refuse(context: string, message: string): UseCaseError {
    return this.errors.handle(new UseCaseError('invalidImage', { apiMessage: message }), context);
  }
}

/** Updates first name, last name, contact email and phone (PUT /user/); the answer replaces the stored user. */
export class UpdateProfileUseCase extends ProfileCall {
  async execute(update: ProfileUpdate): Promise<User> {
    const body = Object.fromEntries(Object.entries(update).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value])) as ProfileUpdate;
    if (body.contact_email && !EMAIL_PATTERN.test(body.contact_email)) {
      throw this.errors.handle(new UseCaseError('missingAuthData', { apiMessage: 'El correo electrónico no es válido.' }), 'updateProfile');
    }
    return this.replaceUser('updateProfile', () => this.repository.updateUser(body));
  }
}

/** The predefined avatars to choose from (GET /user/avatar/predefined). */
export class ListPredefinedAvatarsUseCase extends ProfileCall {
  async execute(): Promise<PredefinedAvatar[]> {
    requireUser(this.session, this.errors, 'listAvatars');
    return this.errors.run('listAvatars', () => this.repository.listPredefinedAvatars());
  }
}

/** Chooses a predefined avatar (PUT /user/avatar/predefined/{id}); the answer replaces the stored user. */
export class SetPredefinedAvatarUseCase extends ProfileCall {
  execute(input: { id: string | number }): Promise<User> {
    return this.replaceUser('setAvatar', () => this.repository.setPredefinedAvatar(input.id));
  }
}

/**
 * Uploads a profile picture (POST /user/avatar/upload). PNG, JPEG or WebP
 * of at most 2 MB, checked before sending (invalidImage, in Spanish); the
 * answer replaces the stored user.
 */
export class UploadAvatarUseCase extends ProfileCall {
  async execute(input: { image: Blob }): Promise<User> {
    requireUser(this.session, this.errors, 'uploadAvatar');
    const problem = imageProblem(input.image, 'La foto');
    if (problem) throw this.refuse('uploadAvatar', problem);
    return this.replaceUser('uploadAvatar', () => this.repository.uploadAvatar(input.image));
  }
}

const SIDES = { front: 'La foto del frente del DPI', back: 'La foto del reverso del DPI', selfie: 'La selfie con tu DPI' } as const;

/** Sends the identity document (POST /user/dpi/): front, back and selfie, each checked as an avatar is. */
export class UploadIdentityDocumentUseCase extends ProfileCall {
  async execute(images: { front: Blob; back: Blob; selfie: Blob }): Promise<void> {
    requireUser(this.session, this.errors, 'uploadIdentityDocument');
    for (const side of ['front', 'back', 'selfie'] as const) {
      const problem = imageProblem(images[side], SIDES[side]);
      if (problem) throw this.refuse('uploadIdentityDocument', problem);
    }
    await this.errors.run('uploadIdentityDocument', () => this.repository.uploadIdentityDocument(images));
  }
}
