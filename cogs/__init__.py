"""Discord adapters: each module is an extension with `async def setup(bot)`."""
