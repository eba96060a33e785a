from fairmt.cli.main import main

raise SystemExit(main())
