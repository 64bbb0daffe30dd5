"""Discord adapters: one package per feature (its ``__init__`` holds only ``setup``), shared
widgets and options in ``cogs._ui``. No feature imports another."""
