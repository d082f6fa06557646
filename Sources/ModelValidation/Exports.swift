// `import ModelValidation` gives applications everything they use: the public API of the layers
// below the engine is re-exported here. Their package-only members stay out of sight.
@_exported import ModelValidationAddresses
@_exported import ModelValidationDates
@_exported import ModelValidationJSON
@_exported import ModelValidationLocales
@_exported import ModelValidationMessages
@_exported import ModelValidationPatterns
@_exported import ModelValidationValues
