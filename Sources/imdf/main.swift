import IMDFCommandLine

IMDFCommand.main()
