// Greek: Yii's translations of its validator messages.
// Source: yiisoft/yii2 2.0.56-dev (45e679d7ce), framework/messages/el/yii.php.
// Copyright (c) 2008 Yii Software LLC and the Yii translators; BSD-3-Clause.
// Keys are Yii's English templates; an empty value means "untranslated" (English is used).

extension YiiCatalogs {
    /// Greek (`el`): 44 of 45 validator messages translated.
    static let el = MessageCatalog(locale: LocaleIdentifier(builtIn: "el"), translations: elTranslations)

    private static let elTranslations: [String: String] = [
        "File upload failed.":
            "Το ανέβασμα του αρχείου απέτυχε.",
        "Only files with these MIME types are allowed: {mimeTypes}.":
            "Επιτρέπονται μόνο αρχεία με τους ακόλουθους τύπους MIME: {mimeTypes}.",
        "Only files with these extensions are allowed: {extensions}.":
            "Επιτρέπονται αρχεία μόνο με καταλήξεις: {extensions}.",
        "Please upload a file.":
            "Παρακαλώ ανεβάστε ένα αρχείο.",
        "The combination {values} of {attributes} has already been taken.":
            "Ο συνδυασμός των τιμών {values} του/των {attributes} έχει ήδη δοθεί.",
        "The file \"{file}\" is not an image.":
            "Το αρχείο «{file}» δεν είναι εικόνα.",
        "The file \"{file}\" is too big. Its size cannot exceed {formattedLimit}.":
            "Το αρχείο «{file}» είναι πολύ μεγάλο. Το μέγεθός του δεν μπορεί να είναι πάνω από {formattedLimit}.",
        "The file \"{file}\" is too small. Its size cannot be smaller than {formattedLimit}.":
            "Το αρχείο «{file}» είναι πολύ μικρό. Το μέγεθός του δεν μπορεί να είναι μικρότερο από {formattedLimit}.",
        "The format of {attribute} is invalid.":
            "Η μορφή του «{attribute}» δεν είναι έγκυρη.",
        "The image \"{file}\" is too large. The height cannot be larger than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "Η εικόνα «{file}» είναι πολύ μεγάλη. Το ύψος δεν μπορεί να είναι μεγαλύτερο από {limit, number} {limit, plural, one{pixel} few{pixels} many{pixels} other{pixels}}.",
        "The image \"{file}\" is too large. The width cannot be larger than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "Η εικόνα «{file}» είναι πολύ μεγάλη. Το πλάτος δεν μπορεί να είναι μεγαλύτερο από {limit, number} {limit, plural, one{pixel} few{pixels} many{pixels} other{pixels}}.",
        "The image \"{file}\" is too small. The height cannot be smaller than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "Η εικόνα «{file}» είναι πολύ μικρή. To ύψος δεν μπορεί να είναι μικρότερο από {limit, number} {limit, plural, one{pixel} few{pixels} many{pixels} other{pixels}}.",
        "The image \"{file}\" is too small. The width cannot be smaller than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "Η εικόνα «{file}» είναι πολύ μικρή. Το πλάτος δεν μπορεί να είναι μικρότερο από {limit, number} {limit, plural, one{pixel} few{pixels} many{pixels} other{pixels}}.",
        "You can upload at most {limit, number} {limit, plural, one{file} other{files}}.":
            "Μπορείτε να ανεβάσετε το πολύ {limit, number} {limit, plural, one{αρχείο} few{αρχεία} many{αρχεία} other{αρχεία}}.",
        "You should upload at least {limit, number} {limit, plural, one{file} other{files}}.":
            "Θα πρέπει να ανεβάσετε τουλάχιστον {limit, number} {limit, plural, one{αρχείο} other{αρχεία}}.",
        "the input value":
            "η τιμή εισόδου",
        "{attribute} \"{value}\" has already been taken.":
            "Το {attribute} «{value}» έχει ήδη καταχωρηθεί.",
        "{attribute} cannot be blank.":
            "Το «{attribute}» δεν μπορεί να είναι κενό.",
        "{attribute} contains wrong subnet mask.":
            "Το {attribute} περιέχει λάθος μάσκα υποδικτύου.",
        "{attribute} is invalid.":
            "Το «{attribute}» δεν είναι έγκυρο.",
        "{attribute} is not a valid URL.":
            "Το «{attribute}» δεν είναι έγκυρη διεύθυνση URL.",
        "{attribute} is not a valid email address.":
            "Το «{attribute}» δεν είναι έγκυρη διεύθυνση e-mail.",
        "{attribute} is not in the allowed range.":
            "Το {attribute} δεν είναι στο επιτρεπόμενο εύρος.",
        "{attribute} must be \"{requiredValue}\".":
            "Το «{attribute}» πρέπει να είναι «{requiredValue}».",
        "{attribute} must be a number.":
            "Το «{attribute}» πρέπει να είναι αριθμός.",
        "{attribute} must be a string.":
            "Το «{attribute}» πρέπει να είναι συμβολοσειρά.",
        "{attribute} must be a valid IP address.":
            "Το {attribute} πρέπει να είναι έγκυρη διεύθυνση IP.",
        "{attribute} must be an IP address with specified subnet.":
            "Το {attribute} πρέπει να είναι διεύθυνση IP με καθορισμένη μάσκα.",
        "{attribute} must be an integer.":
            "Το «{attribute}» πρέπει να είναι ακέραιος.",
        "{attribute} must be either \"{true}\" or \"{false}\".":
            "Το «{attribute}» πρέπει να είναι «{true}» ή «{false}».",
        "{attribute} must be equal to \"{compareValueOrAttribute}\".":
            "Το {attribute} πρέπει να είναι ίδιο με το \"{compareValueOrAttribute}\".",
        "{attribute} must be greater than \"{compareValueOrAttribute}\".":
            "Το {attribute} πρέπει να είναι μεγαλύτερο από το \"{compareValueOrAttribute}\".",
        "{attribute} must be greater than or equal to \"{compareValueOrAttribute}\".":
            "Το {attribute} πρέπει να είναι μεγαλύτερο ή ίσο από το \"{compareValueOrAttribute}\".",
        "{attribute} must be less than \"{compareValueOrAttribute}\".":
            "Το {attribute} πρέπει να είναι μικρότερο από το \"{compareValueOrAttribute}\".",
        "{attribute} must be less than or equal to \"{compareValueOrAttribute}\".":
            "Το {attribute} πρέπει να είναι μικρότερο ή ίσο από το \"{compareValueOrAttribute}\".",
        "{attribute} must be no greater than {max}.":
            "Το «{attribute}» δεν πρέπει να είναι μεγαλύτερο από {max}.",
        "{attribute} must be no less than {min}.":
            "Το «{attribute}» δεν πρέπει να είναι μικρότερο από {min}.",
        "{attribute} must not be a subnet.":
            "Το {attribute} δεν πρέπει να είναι υποδίκτυο.",
        "{attribute} must not be an IPv4 address.":
            "Το {attribute} δεν πρέπει να είναι διεύθυνση IPv4.",
        "{attribute} must not be an IPv6 address.":
            "Το {attribute} δεν πρέπει να είναι διεύθυνση IPv6.",
        "{attribute} must not be equal to \"{compareValueOrAttribute}\".":
            "Το {attribute} δεν πρέπει να είναι ίδιο με το \"{compareValueOrAttribute}\".",
        "{attribute} should contain at least {min, number} {min, plural, one{character} other{characters}}.":
            "Το «{attribute}» πρέπει να περιέχει τουλάχιστον {min, number} {min, plural, one{χαρακτήρα} few{χαρακτήρες} many{χαρακτήρες} other{χαρακτήρες}}.",
        "{attribute} should contain at most {max, number} {max, plural, one{character} other{characters}}.":
            "Το «{attribute}» πρέπει να περιέχει το πολύ {max, number} {max, plural, one{χαρακτήρα} few{χαρακτήρες} many{χαρακτήρες} other{χαρακτήρες}}.",
        "{attribute} should contain {length, number} {length, plural, one{character} other{characters}}.":
            "Το «{attribute}» πρέπει να περιέχει {length, number} {length, plural, one{χαρακτήρα} few{χαρακτήρες} many{χαρακτήρες} other{χαρακτήρες}}.",
        "{compareAttribute} is invalid.":
            "",
    ]
}
