"""What the feature cogs share: answer embeds and their paging, command options, autocomplete.

Kept free of imports so that the pure modules (suggest, text_split) load without discord.
"""
