import IMDFKit
