import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PrimaryButton } from '../../../components/ui/primary-button';
import { TextArea } from '../../../components/ui/text-area';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast';
import { useBusy } from '../../../lib/forms/use-busy';
import { useUserStore } from '../../../stores/user-store';
import { saveProfile } from '../api/user-api';
import { BirthdayField } from './birthday-field';
import { GenderField } from './gender-field';
import styles from './profile-form.module.css';
import { SubmitForm } from '../../../components/ui/submit-form';

export type ProfileField = 'nickname' | 'gender' | 'birthday' | 'bio';

interface ProfileFormProps {
  fields: ProfileField[];
  submitLabel: string;
  onSaved?: () => void;
}

/** Edits the chosen profile fields and saves them through user/profile. */
export function ProfileForm({ fields, submitLabel, onSaved }: ProfileFormProps) {
  const { t } = useTranslation(['user', 'errors']);
  const user = useUserStore();
  const [nickname, setNickname] = useState(user.nickname);
  const [gender, setGender] = useState(user.gender);
  const [birthday, setBirthday] = useState(user.birthday);
  const [bio, setBio] = useState(user.bio);
  const [nicknameError, setNicknameError] = useState<string>();
  const { busy, run } = useBusy();
  const has = (field: ProfileField) => fields.includes(field);

  const submit = async () => {
    if (has('nickname') && nickname.trim() === '') {
      setNicknameError('user:profile.nicknameRequired');
      return;
    }
    await run(async () => {
      await saveProfile({
        ...(has('nickname') ? { nickname: nickname.trim() } : {}),
        ...(has('gender') ? { gender } : {}),
        ...(has('birthday') ? { birthday } : {}),
        ...(has('bio') ? { bio: bio.trim() } : {}),
      });
      toast.success(t('profile.saved'));
      onSaved?.();
    });
  };

  return (
    <SubmitForm onSubmit={submit}>
      {has('nickname') && (
        <TextField
          label={t('profile.nickname')}
          icon="user"
          value={nickname}
          onChange={(value) => {
            setNickname(value);
            setNicknameError(undefined);
          }}
          placeholder={t('profile.nicknamePlaceholder')}
          maxLength={32}
          error={nicknameError && t(nicknameError)}
        />
      )}
      {has('gender') && <GenderField value={gender} onChange={setGender} />}
      {has('birthday') && <BirthdayField value={birthday} onChange={setBirthday} />}
      {has('bio') && (
        <div className={styles.field}>
          <span className={styles.label}>{t('profile.bio')}</span>
          <TextArea
            className={styles.bio}
            value={bio}
            onChange={setBio}
            placeholder={t('profile.bioPlaceholder')}
            maxLength={200}
            showCount
            rows={3}
          />
        </div>
      )}
      <PrimaryButton type="submit" loading={busy}>
        {submitLabel}
      </PrimaryButton>
    </SubmitForm>
  );
}
