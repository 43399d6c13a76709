// PatternKitUIKit is the umbrella: one import for every UIKit closure (controls and text fields
// from PatternKitHandlersUIKit; text views, search bars, scroll views, gestures, the keyboard, bar
// button items, tables, collections, pickers, controllers, contact and image pickers, and their
// Combine publishers, which this module holds), validated fields and forms, visitor data sources
// and the whole validation library. An app that wants fewer bytes depends on
// PatternKitHandlersUIKit or PatternKitValidationUIKit instead and links nothing of the rest.
@_exported import PatternKitHandlersUIKit
@_exported import PatternKitValidation
@_exported import PatternKitValidationUIKit
@_exported import PatternKitVisitors
