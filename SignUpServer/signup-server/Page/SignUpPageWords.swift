import ShowcaseKit

/// The sign-up page's own words — its title, button, headings and the fields' labels — in
/// every language PatternKit has messages in (`ValidationLocalization.availableLanguages`):
/// the messages beside the fields come from PatternKit's tables, these are the page's.
struct SignUpPageWords: Sendable {
    /// The page's title and heading.
    var title: String
    /// The submit button.
    var submit: String
    /// The error summary's heading.
    var problem: String
    /// The success page's heading.
    var created: String
    /// The success page's sentence; `{name}` is the user name.
    var welcome: String
    /// After the label of a field that may be left empty.
    var optional: String
    /// Between a field's label and its message in the summary, as the language writes a
    /// colon: `": "`, with a no-break space before it in French, full width in Chinese and
    /// Japanese.
    var colon = ": "
    /// The label of each field, in `SignUpField` order.
    var labels: [String]

    /// The label of `field`.
    func label(_ field: SignUpField) -> String {
        SignUpField.allCases.firstIndex(of: field).map { labels[$0] } ?? field.label
    }

    /// The words in `language`, English when the table has none.
    static func words(in language: String) -> SignUpPageWords {
        table[language] ?? english
    }

    /// English: the labels are the showcase's own (`SignUpField.label`), which the other
    /// languages translate.
    static let english = SignUpPageWords(
        title: "Sign up", submit: "Create account", problem: "There is a problem", created: "Account created",
        welcome: "Welcome, {name}. Your account is ready.", optional: "(optional)",
        labels: SignUpField.allCases.map(\.label))

    /// Every language's words, by language tag.
    static let table: [String: SignUpPageWords] = [
        "en": english,
        "ar": SignUpPageWords(
            title: "إنشاء حساب", submit: "أنشئ الحساب", problem: "هناك مشكلة", created: "تم إنشاء الحساب",
            welcome: "مرحبًا، {name}. حسابك جاهز.", optional: "(اختياري)",
            labels: [
                "البريد الإلكتروني", "كلمة المرور", "تأكيد كلمة المرور", "رقم البطاقة", "اسم المستخدم",
                "تاريخ الميلاد", "حجم الفريق", "أوافق على الشروط",
            ]),
        "de": SignUpPageWords(
            title: "Registrieren", submit: "Konto anlegen", problem: "Es gibt ein Problem", created: "Konto angelegt",
            welcome: "Willkommen, {name}. Ihr Konto ist bereit.", optional: "(optional)",
            labels: [
                "E-Mail-Adresse", "Passwort", "Passwort bestätigen", "Kartennummer", "Benutzername", "Geburtsdatum",
                "Teamgröße", "Ich akzeptiere die Bedingungen",
            ]),
        "es": SignUpPageWords(
            title: "Registrarse", submit: "Crear cuenta", problem: "Hay un problema", created: "Cuenta creada",
            welcome: "Bienvenido, {name}. Su cuenta está lista.", optional: "(opcional)",
            labels: [
                "Correo electrónico", "Contraseña", "Confirmar contraseña", "Número de tarjeta", "Nombre de usuario",
                "Fecha de nacimiento", "Tamaño del equipo", "Acepto las condiciones",
            ]),
        "fr": SignUpPageWords(
            title: "Inscription", submit: "Créer le compte", problem: "Il y a un problème", created: "Compte créé",
            welcome: "Bienvenue, {name}. Votre compte est prêt.", optional: "(facultatif)", colon: "\u{00A0}: ",
            labels: [
                "Adresse e-mail", "Mot de passe", "Confirmer le mot de passe", "Numéro de carte", "Nom d’utilisateur",
                "Date de naissance", "Taille de l’équipe", "J’accepte les conditions",
            ]),
        "hi": SignUpPageWords(
            title: "साइन अप करें", submit: "खाता बनाएँ", problem: "एक समस्या है", created: "खाता बन गया",
            welcome: "स्वागत है, {name}। आपका खाता तैयार है।", optional: "(वैकल्पिक)",
            labels: [
                "ईमेल पता", "पासवर्ड", "पासवर्ड की पुष्टि करें", "कार्ड नंबर", "उपयोगकर्ता नाम", "जन्म तिथि", "टीम का आकार",
                "मैं शर्तें स्वीकार करता/करती हूँ",
            ]),
        "it": SignUpPageWords(
            title: "Registrati", submit: "Crea account", problem: "C’è un problema", created: "Account creato",
            welcome: "Benvenuto, {name}. Il tuo account è pronto.", optional: "(facoltativo)",
            labels: [
                "Indirizzo e-mail", "Password", "Conferma password", "Numero di carta", "Nome utente",
                "Data di nascita", "Dimensione del team", "Accetto le condizioni",
            ]),
        "ja": SignUpPageWords(
            title: "新規登録", submit: "アカウントを作成", problem: "入力に問題があります", created: "アカウントを作成しました",
            welcome: "ようこそ、{name} さん。アカウントの準備ができました。", optional: "（任意）", colon: "：",
            labels: ["メールアドレス", "パスワード", "パスワード（確認）", "カード番号", "ユーザー名", "生年月日", "チームの人数", "利用規約に同意します"]),
        "ko": SignUpPageWords(
            title: "회원 가입", submit: "계정 만들기", problem: "문제가 있습니다", created: "계정이 만들어졌습니다",
            welcome: "{name}님, 환영합니다. 계정이 준비되었습니다.", optional: "(선택)",
            labels: ["이메일 주소", "비밀번호", "비밀번호 확인", "카드 번호", "사용자 이름", "생년월일", "팀 규모", "약관에 동의합니다"]),
        "nl": SignUpPageWords(
            title: "Registreren", submit: "Account aanmaken", problem: "Er is een probleem",
            created: "Account aangemaakt",
            welcome: "Welkom, {name}. Je account is klaar.", optional: "(optioneel)",
            labels: [
                "E-mailadres", "Wachtwoord", "Wachtwoord bevestigen", "Kaartnummer", "Gebruikersnaam", "Geboortedatum",
                "Teamgrootte", "Ik ga akkoord met de voorwaarden",
            ]),
        "pl": SignUpPageWords(
            title: "Rejestracja", submit: "Utwórz konto", problem: "Wystąpił problem", created: "Konto utworzone",
            welcome: "Witaj, {name}. Twoje konto jest gotowe.", optional: "(opcjonalnie)",
            labels: [
                "Adres e-mail", "Hasło", "Potwierdź hasło", "Numer karty", "Nazwa użytkownika", "Data urodzenia",
                "Wielkość zespołu", "Akceptuję warunki",
            ]),
        "pt-BR": SignUpPageWords(
            title: "Cadastre-se", submit: "Criar conta", problem: "Há um problema", created: "Conta criada",
            welcome: "Bem-vindo, {name}. Sua conta está pronta.", optional: "(opcional)",
            labels: [
                "Endereço de e-mail", "Senha", "Confirmar senha", "Número do cartão", "Nome de usuário",
                "Data de nascimento", "Tamanho da equipe", "Aceito os termos",
            ]),
        "ru": SignUpPageWords(
            title: "Регистрация", submit: "Создать аккаунт", problem: "Есть проблема", created: "Аккаунт создан",
            welcome: "Добро пожаловать, {name}. Ваш аккаунт готов.", optional: "(необязательно)",
            labels: [
                "Адрес электронной почты", "Пароль", "Подтверждение пароля", "Номер карты", "Имя пользователя",
                "Дата рождения", "Размер команды", "Я принимаю условия",
            ]),
        "tr": SignUpPageWords(
            title: "Kaydol", submit: "Hesap oluştur", problem: "Bir sorun var", created: "Hesap oluşturuldu",
            welcome: "Hoş geldiniz, {name}. Hesabınız hazır.", optional: "(isteğe bağlı)",
            labels: [
                "E-posta adresi", "Parola", "Parolayı onaylayın", "Kart numarası", "Kullanıcı adı", "Doğum tarihi",
                "Ekip büyüklüğü", "Koşulları kabul ediyorum",
            ]),
        "uk": SignUpPageWords(
            title: "Реєстрація", submit: "Створити обліковий запис", problem: "Є проблема",
            created: "Обліковий запис створено", welcome: "Вітаємо, {name}. Ваш обліковий запис готовий.",
            optional: "(необов’язково)",
            labels: [
                "Адреса електронної пошти", "Пароль", "Підтвердження пароля", "Номер картки", "Ім’я користувача",
                "Дата народження", "Розмір команди", "Я приймаю умови",
            ]),
        "zh-Hans": SignUpPageWords(
            title: "注册", submit: "创建帐户", problem: "出现问题", created: "帐户已创建",
            welcome: "欢迎，{name}。您的帐户已准备就绪。", optional: "（可选）", colon: "：",
            labels: ["电子邮件地址", "密码", "确认密码", "卡号", "用户名", "出生日期", "团队人数", "我接受条款"]),
    ]
}
