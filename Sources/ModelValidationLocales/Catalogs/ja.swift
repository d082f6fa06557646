// Japanese: Yii's translations of its validator messages.
// Source: yiisoft/yii2 2.0.56-dev (45e679d7ce), framework/messages/ja/yii.php.
// Copyright (c) 2008 Yii Software LLC and the Yii translators; BSD-3-Clause.
// Keys are Yii's English templates; an empty value means "untranslated" (English is used).

extension YiiCatalogs {
    /// Japanese (`ja`): 45 of 45 validator messages translated.
    static let ja = MessageCatalog(locale: LocaleIdentifier(builtIn: "ja"), translations: jaTranslations)

    private static let jaTranslations: [String: String] = [
        "File upload failed.":
            "ファイルアップロードに失敗しました。",
        "Only files with these MIME types are allowed: {mimeTypes}.":
            "以下の MIME タイプのファイルだけが許可されています: {mimeTypes}",
        "Only files with these extensions are allowed: {extensions}.":
            "次の拡張子を持つファイルだけが許可されています : {extensions}",
        "Please upload a file.":
            "ファイルをアップロードしてください。",
        "The combination {values} of {attributes} has already been taken.":
            "{attributes} の {values} という組み合せは既に登録されています。",
        "The file \"{file}\" is not an image.":
            "ファイル \"{file}\" は画像ではありません。",
        "The file \"{file}\" is too big. Its size cannot exceed {formattedLimit}.":
            "ファイル \"{file}\" は大きすぎます。サイズが {formattedLimit} を超えてはいけません。",
        "The file \"{file}\" is too small. Its size cannot be smaller than {formattedLimit}.":
            "ファイル \"{file}\" は小さすぎます。サイズが {formattedLimit} より小さくてはいけません。",
        "The format of {attribute} is invalid.":
            "{attribute} の書式が正しくありません。",
        "The image \"{file}\" is too large. The height cannot be larger than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "画像 \"{file}\" が大きすぎます。高さが {limit} ピクセルより大きくてはいけません。",
        "The image \"{file}\" is too large. The width cannot be larger than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "画像 \"{file}\" が大きすぎます。幅が {limit} ピクセルより大きくてはいけません。",
        "The image \"{file}\" is too small. The height cannot be smaller than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "画像 \"{file}\" が小さすぎます。高さが {limit} ピクセルより小さくてはいけません。",
        "The image \"{file}\" is too small. The width cannot be smaller than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "画像 \"{file}\" が小さすぎます。幅が {limit} ピクセルより小さくてはいけません。",
        "You can upload at most {limit, number} {limit, plural, one{file} other{files}}.":
            "最大で {limit, number} 個のファイルをアップロードできます。",
        "You should upload at least {limit, number} {limit, plural, one{file} other{files}}.":
            "少なくとも {limit, number} 個のファイルをアップロードしなければなりません。",
        "the input value":
            "入力値",
        "{attribute} \"{value}\" has already been taken.":
            "{attribute} で \"{value}\" は既に使われています。",
        "{attribute} cannot be blank.":
            "{attribute} は空白ではいけません。",
        "{attribute} contains wrong subnet mask.":
            "{attribute} は無効なサブネットマスクを含んでいます。",
        "{attribute} is invalid.":
            "{attribute} は無効です。",
        "{attribute} is not a valid URL.":
            "{attribute} は有効な URL 書式ではありません。",
        "{attribute} is not a valid email address.":
            "{attribute} は有効なメールアドレス書式ではありません。",
        "{attribute} is not in the allowed range.":
            "{attribute} は許容される範囲内にありません。",
        "{attribute} must be \"{requiredValue}\".":
            "{attribute} は \"{requiredValue}\" である必要があります。",
        "{attribute} must be a number.":
            "{attribute} は数字でなければいけません。",
        "{attribute} must be a string.":
            "{attribute} は文字列でなければいけません。",
        "{attribute} must be a valid IP address.":
            "{attribute} は有効な IP アドレスでなければいけません。",
        "{attribute} must be an IP address with specified subnet.":
            "{attribute} は指定されたサブネットを持つ IP アドレスでなければいけません。",
        "{attribute} must be an integer.":
            "{attribute} は整数でなければいけません。",
        "{attribute} must be either \"{true}\" or \"{false}\".":
            "{attribute} は \"{true}\" か \"{false}\" のいずれかでなければいけません。",
        "{attribute} must be equal to \"{compareValueOrAttribute}\".":
            "{attribute} は \"{compareValueOrAttribute}\" と等しくなければいけません。",
        "{attribute} must be greater than \"{compareValueOrAttribute}\".":
            "{attribute} は \"{compareValueOrAttribute}\" より大きくなければいけません。",
        "{attribute} must be greater than or equal to \"{compareValueOrAttribute}\".":
            "{attribute} は \"{compareValueOrAttribute}\" と等しいか、または、大きくなければいけません。",
        "{attribute} must be less than \"{compareValueOrAttribute}\".":
            "{attribute} は \"{compareValueOrAttribute}\" より小さくなければいけません。",
        "{attribute} must be less than or equal to \"{compareValueOrAttribute}\".":
            "{attribute} は \"{compareValueOrAttribute}\" と等しいか、または、小さくなければいけません。",
        "{attribute} must be no greater than {max}.":
            "{attribute} は {max} より大きくてはいけません。",
        "{attribute} must be no less than {min}.":
            "{attribute} は {min} より小さくてはいけません。",
        "{attribute} must not be a subnet.":
            "{attribute} はサブネットであってはいけません。",
        "{attribute} must not be an IPv4 address.":
            "{attribute} は IPv4 アドレスであってはいけません。",
        "{attribute} must not be an IPv6 address.":
            "{attribute} は IPv6 アドレスであってはいけません。",
        "{attribute} must not be equal to \"{compareValueOrAttribute}\".":
            "{attribute} は \"{compareValueOrAttribute}\" と等しくてはいけません。",
        "{attribute} should contain at least {min, number} {min, plural, one{character} other{characters}}.":
            "{attribute} は {min} 文字以上でなければいけません。",
        "{attribute} should contain at most {max, number} {max, plural, one{character} other{characters}}.":
            "{attribute} は {max} 文字以下でなければいけません。",
        "{attribute} should contain {length, number} {length, plural, one{character} other{characters}}.":
            "{attribute} は {length} 文字でなければいけません。",
        "{compareAttribute} is invalid.":
            "{compareAttribute} は無効です。",
    ]
}
