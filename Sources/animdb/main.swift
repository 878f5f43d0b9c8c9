import AnimDBCLI

AnimDB.exitWithMain()
