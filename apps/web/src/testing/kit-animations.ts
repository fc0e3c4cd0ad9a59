// The UI kit animates dialogs with react-spring (a dependency of antd-mobile). In jsdom those
// animations never finish, so closed dialogs would stay mounted in their own React roots and keep
// work pending after the test file ends. Tests that open dialogs skip the animations.
import { Globals } from '@react-spring/web';

export function skipKitAnimations(): void {
  Globals.assign({ skipAnimation: true });
}
