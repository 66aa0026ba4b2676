import type { AppVersion, DevicePermissionRecord } from '../../domain/account/profile';
import type { ErrorHandler } from '../shared/error-handler';
import type { ProfileRepository } from './account.repository';

/**
 * Registers the device's push player id (POST /one_signal_player/). Never
 * throws at the UI: a failure is converted and passed to the error handler,
 * and the call resolves to false.
 */
export class RegisterPushPlayerUseCase {
  constructor(
    private readonly repository: ProfileRepository,
    private readonly errors: ErrorHandler,
  ) {}

  async execute(input: { playerId: string }): Promise<boolean> {
    try {
      await this.repository.registerPushPlayer(input.playerId);
      return true;
    } catch (error) {
      this.errors.handle(error, 'registerPushPlayer');
      return false;
    }
  }
}

/**
 * Records a device permission (POST /user/device/permission: player_id,
 * permission_type, status). Never throws at the UI: a failure goes to the
 * error handler (spec section 8), and the call resolves to false.
 */
export class RecordDevicePermissionUseCase {
  constructor(
    private readonly repository: ProfileRepository,
    private readonly errors: ErrorHandler,
  ) {}

  async execute(record: DevicePermissionRecord): Promise<boolean> {
    try {
      await this.repository.recordDevicePermission(record);
      return true;
    } catch (error) {
      this.errors.handle(error, 'recordDevicePermission');
      return false;
    }
  }
}

/** The app-version check (GET /version/ with platform and version_name). */
export class CheckAppVersionUseCase {
  constructor(
    private readonly repository: ProfileRepository,
    private readonly errors: ErrorHandler,
  ) {}

  execute(input: { platform: string; versionName: string }): Promise<AppVersion> {
    return this.errors.run('checkAppVersion', () => this.repository.checkVersion({ platform: input.platform, version_name: input.versionName }));
  }
}
